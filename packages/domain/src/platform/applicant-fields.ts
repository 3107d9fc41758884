import { z } from 'zod';

/** The applicant's numbers as the citizen platform takes them: on a new application and in a correction. */
export const ZAadhaarNumber = z.string().regex(/^\d{12}$/, 'Aadhaar number has 12 digits');
export const ZMobileNumber = z.string().regex(/^[6-9]\d{9}$/, 'Mobile number has 10 digits');
export const ZEmailAddress = z.string().email('Email address is not valid').max(200);
