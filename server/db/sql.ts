/**
 * The pure SQL helpers live with the kinds' host interface (kinds/host/sql.ts), so a kind's
 * server part uses them without importing `server/`; the server's modules keep this path.
 */
export * from '../../kinds/host/sql';
