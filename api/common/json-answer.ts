import type { FastifyReply } from 'fastify';

/** An answer serialized as a returned object would be. */
export const serializedAnswer = (answer: unknown): Buffer => Buffer.from(JSON.stringify(answer));

/** Sends an answer serialized already, with the headers a returned object would get. */
export function sendSerialized(reply: FastifyReply, body: Buffer): void {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
}
