/** How a page names the signed-in visitor: the email they signed in with, from the session's factors. */
export const emailOf = (session) => session.authenticationFactors.map((factor) => factor.email_factor?.email_address).find(Boolean) ?? session.userId;
