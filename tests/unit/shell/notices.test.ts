import { describe, expect, it, vi } from 'vitest'
import { toastNotices } from '@app/shell/notices'

describe('session notices as toasts', () => {
  it("keeps 'Logging in' until closed and shows failures in red", () => {
    const toaster = { info: vi.fn(() => 'key-1'), negative: vi.fn(() => 'key-2'), close: vi.fn() }
    const notices = toastNotices(toaster)
    const close = notices.progress('Logging in')
    expect(toaster.info).toHaveBeenCalledWith('Logging in', { timeout: 0 })
    close()
    expect(toaster.close).toHaveBeenCalledWith('key-1')
    notices.error('Logging in failed: Unknown')
    expect(toaster.negative).toHaveBeenCalledWith('Logging in failed: Unknown')
    notices.info('Version update in progress.')
    expect(toaster.info).toHaveBeenLastCalledWith('Version update in progress.')
  })
})
