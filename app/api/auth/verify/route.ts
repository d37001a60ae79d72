// POST /api/auth/verify: the spec's constants name this path; it is POST /api/auth ({token} verifies).
export { POST } from "../route";
