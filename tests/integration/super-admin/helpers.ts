import type { SeededCallers } from "@/tests/helpers/organizations";

/** Every caller but the superadmin: anonymous is 401, the rest 403. */
export const refusedCallers = (callers: SeededCallers) =>
  [
    [undefined, 401],
    [callers.member, 403],
    [callers.admin, 403],
  ] as const;
