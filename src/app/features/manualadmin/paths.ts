/** A record id from the address: a positive whole number, or 0 (which no record has, so the server answers 404). */
export function recordId(text: string): number {
  const id = Number(text)
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0
}
