"use client";

import { useState } from "react";

/** The ids ticked in a list for a bulk action; ids no longer listed drop out. */
export function useSelection(listed: string[]) {
  const [picked, setPicked] = useState<string[]>([]);
  const selected = picked.filter((id) => listed.includes(id));
  return {
    selected,
    isSelected: (id: string) => selected.includes(id),
    toggle: (id: string) =>
      setPicked((current) =>
        current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
      ),
    clear: () => setPicked([]),
  };
}
