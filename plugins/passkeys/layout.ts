/**
 * Style values both stylesheets use. Plain data, read when the stylesheets are built: the login part (passkeys.css.ts)
 * and the registration part (registration.css.ts) are separate chunks that must share no module at run time.
 */
export const buttonColumn = { display: 'flex', flexDirection: 'column', gap: '12px' } as const;
