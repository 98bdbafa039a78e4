/** Whether two emails are the same address for the provider (which compares them without case). */
export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
