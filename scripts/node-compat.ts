// Node 20 lacks Map.groupBy (Node 21+), which Vitest's reporters call when they print failures.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K) {
      const groups = new Map<K, T[]>()
      let i = 0
      for (const item of items) {
        const k = key(item, i++)
        const list = groups.get(k)
        if (list) list.push(item)
        else groups.set(k, [item])
      }
      return groups
    },
  })
}
