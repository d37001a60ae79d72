import type { IncomingMessage } from "node:http";

export declare const CLIENT_ADDRESS_HEADER: "x-asistente-client-ip";
export declare function trustStampedClientAddress(): void;
export declare function stampedClientAddressTrusted(): boolean;
export declare function plainAddress(address: string): string;
export declare function stampClientAddress(request: IncomingMessage): void;
