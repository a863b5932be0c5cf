/** Signs what a media address grants with the server's secret, and recognises its own signatures. */
export interface MediaSigner {
  /** The signature of `grant`, in lower-case hex. */
  sign(grant: string): string;
  /** Whether `signature` is this server's signature of `grant` (compared in constant time). */
  signed(grant: string, signature: string): boolean;
}
