/** Addresses the shell sends people to, built in one place so guards and pages agree. */
export const paths = {
  login(company: string, redirect?: string): string {
    return `/${company}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`
  },
  home: (company: string) => `/${company}/home`,
  initAccount: (company: string) => `/${company}/pages/init-account`,
  document: (company: string, id: string) => `/${company}/pages/user/document/${encodeURIComponent(id)}`,
  forbidden(redirect?: string): string {
    return `/403-forbidden${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`
  },
  activation: '/online-quoting-activation',
  notFound: '/404',
  maintenance: '/maintenance',
} as const

