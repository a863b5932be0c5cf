import type { Response } from 'express';

/** An answer serialized as `res.json` serializes it. */
export const serializedAnswer = (answer: unknown): Buffer => Buffer.from(JSON.stringify(answer));

/** Sends an answer serialized already, with the headers `res.json` would send. */
export function sendSerialized(response: Response, body: Buffer): void {
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.send(body);
}
