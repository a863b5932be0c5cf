/** Injection keys of the media feature's ports. */
export const MEDIA_PORTS = {
  store: Symbol('MediaStore'),
  signer: Symbol('MediaSigner'),
  uploads: Symbol('MediaUploadLedger'),
  processing: Symbol('MediaProcessing'),
  uploadLimits: Symbol('UploadLimits'),
} as const;
