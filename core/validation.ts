/** SPEC §5: a basic address with a top-level domain of two or more letters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

export const isValidEmail = (value: string): boolean => EMAIL.test(value);
