import { createContext, useContext } from "react";

/** The per-request CSP nonce; undefined on the client and for pages cached with script hashes. */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
