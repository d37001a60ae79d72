"use client";

import { createContext, useContext } from "react";

/**
 * The element of a signed-in area that carries the organisation's brand colour (its inline
 * --color-brand, set by the shell and repainted live by the colour picker). Dialogs are portalled into
 * it rather than into <body>, so their primary buttons paint in the organisation's colour too.
 */
export const BrandScopeContext = createContext<HTMLElement | null>(null);

export const useBrandScope = () => useContext(BrandScopeContext);
