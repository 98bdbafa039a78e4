/** What an authenticate call asks for when its caller gives no session duration (SPEC §3 `sessionOptions`). */
export const DEFAULT_SESSION_MINUTES = 30;
