import { describe, expect, it } from '@jest/globals';
import { ServerSentEventParser } from './sse-parser';

/** What the API writes: retry and the cursor with `ready`, then events, keep-alives and `end`. */
const STREAM = [
  'retry: 2000\nid: 12.0\nevent: ready\ndata: {}\n\n',
  'id: 13.0\nevent: notification\ndata: {"id":7,"kind":"tokensReceived"}\n\n',
  ': keep-alive\n\n',
  'id: 13.1\nevent: message\ndata: {"id":3,"body":"Hello"}\n\n',
  'event: end\ndata: {"reason":"expired"}\n\n',
].join('');

const parseAll = (pieces: string[]) => {
  const parser = new ServerSentEventParser();
  const events = pieces.flatMap((piece) => parser.push(piece));
  return { parser, events };
};

describe('ServerSentEventParser', () => {
  it('reads the events of the stream in order, with their type, data and the last id seen', () => {
    const { parser, events } = parseAll([STREAM]);
    expect(events).toEqual([
      { type: 'ready', data: '{}', lastEventId: '12.0' },
      { type: 'notification', data: '{"id":7,"kind":"tokensReceived"}', lastEventId: '13.0' },
      { type: 'message', data: '{"id":3,"body":"Hello"}', lastEventId: '13.1' },
      { type: 'end', data: '{"reason":"expired"}', lastEventId: '13.1' },
    ]);
    expect(parser.retry).toBe(2000);
    expect(parser.lastEventId).toBe('13.1');
  });

  it.each([1, 2, 3, 7])('reads the same events when the stream arrives %i characters at a time', (size) => {
    const pieces: string[] = [];
    for (let at = 0; at < STREAM.length; at += size) pieces.push(STREAM.slice(at, at + size));
    expect(parseAll(pieces).events).toEqual(parseAll([STREAM]).events);
  });

  it('dispatches nothing until the blank line that ends an event', () => {
    const parser = new ServerSentEventParser();
    expect(parser.push('event: notification\ndata: {"id":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ type: 'notification', data: '{"id":1}', lastEventId: '' }]);
  });

  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('accepts %s line ends, even when a CRLF is split between pieces', (_name, end) => {
    const text = `event: message${end}data: hi${end}${end}`;
    const whole = parseAll([text]).events;
    const split = parseAll(text.split(/(?<=\r)/)).events;
    expect(whole).toEqual([{ type: 'message', data: 'hi', lastEventId: '' }]);
    expect(split).toEqual(whole);
  });

  it('joins several data lines with a line break and keeps spaces after the first', () => {
    const { events } = parseAll(['data: first\ndata:  second\ndata\n\n']);
    expect(events).toEqual([{ type: 'message', data: 'first\n second\n', lastEventId: '' }]);
  });

  it('ignores comments, unknown fields, a blank block and a retry that is not a number', () => {
    const { parser, events } = parseAll([': hello\nfoo: bar\n\nretry: soon\n\n']);
    expect(events).toEqual([]);
    expect(parser.retry).toBeNull();
  });

  it('keeps an id from a block without data, and refuses an id holding NUL', () => {
    const parser = new ServerSentEventParser();
    parser.push('id: 4.2\n\n');
    expect(parser.lastEventId).toBe('4.2');
    parser.push('id: 5\0\n\n');
    expect(parser.lastEventId).toBe('4.2');
  });

  it('an event type does not carry over to the next event', () => {
    const { events } = parseAll(['event: notification\ndata: a\n\ndata: b\n\n']);
    expect(events.map((event) => event.type)).toEqual(['notification', 'message']);
  });

  it('skips a byte order mark at the start of the stream only', () => {
    const { events } = parseAll(['\uFEFFdata: a\n\n', 'data: \uFEFFb\n\n']);
    expect(events.map((event) => event.data)).toEqual(['a', '\uFEFFb']);
  });
});
