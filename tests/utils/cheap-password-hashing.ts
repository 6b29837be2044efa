// Setup file of the data and system test projects (vitest.config.ts): passwords hashed in the test
// process (sign-ups in the data tests, accounts the system tests write straight into a server's
// database) use scrypt at N = 2^10 instead of production's 2^17, about a hundredth of the CPU. A hash
// carries its parameters, so a built server verifies these cheaply too, while its own hashing (sign-up,
// reset, the dummy hash for an unknown address) stays at full strength. The unit project, which tests
// the hashing itself, does not load this file.
import { setHashParamsForTests } from "#app/features/auth/password-hash.server.ts";
import { TEST_SCRYPT_PARAMS } from "./test-scrypt-params.ts";

setHashParamsForTests(TEST_SCRYPT_PARAMS);
