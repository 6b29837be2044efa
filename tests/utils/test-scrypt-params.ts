/** scrypt at N = 2^10, about a hundredth of production's CPU: the hashes that tests write (cheap-password-hashing.ts, e2e-staff.ts). */
export const TEST_SCRYPT_PARAMS = { log2N: 10, r: 8, p: 1 } as const;
