// POST /api/auth/login: the spec's constants name this path; it is POST /api/auth under another name
// ({email} sends a code, {email, code} signs in).
export { POST } from "../route";
