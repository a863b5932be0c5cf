/** A picture made small enough to be shown anywhere: a thumbnail of an uploaded image. */
export interface Thumbnail {
  bytes: Uint8Array;
  format: 'jpeg' | 'png';
  width: number;
  height: number;
}

/** What the upload of a file needs done to its bytes, outside the domain's pure code. */
export interface MediaProcessing {
  /** The SHA-256 of the bytes, 64 lower-case hexadecimal digits. */
  sha256(bytes: Uint8Array): string;
  /**
   * The picture fitted inside 640×640 (never enlarged), turned upright as its EXIF says and without
   * its metadata, as a JPEG (a PNG when it has transparency); null when the bytes are no picture that
   * can be decoded.
   */
  thumbnail(bytes: Uint8Array): Promise<Thumbnail | null>;
}
