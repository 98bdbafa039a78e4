/** The phone country: its region code and dialling code, kept together so a number can be sent without the phone library. */
export interface PhoneRegion {
  code: string;
  dial: string;
}

/** SPEC §2: the phone country defaults to US. */
export const DEFAULT_REGION: PhoneRegion = { code: 'US', dial: '1' };
