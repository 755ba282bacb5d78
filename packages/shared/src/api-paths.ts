/**
 * Endpoint paths below /api, one name per use case, used by server routes and web fetchers alike.
 * The first segment is the SPEC §7 family, which decides the guard.
 */
export const API = {
  auth: {
    login: '/anon/auth/login',
    refresh: '/a/auth/refresh',
    getUserData: '/a/auth/get_user_data',
  },
  info: '/anon/info',
  jslog: '/jslog',
  cards: { find: '/a/t/cards/find' },
  orders: { find: '/a/sad/orders/find' },
  registrations: { findNew: '/a/sad/registrations/new' },
} as const;
