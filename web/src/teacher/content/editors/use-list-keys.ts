import { useRef } from 'react';

let nextKey = 0;
const freshKey = () => `item-${++nextKey}`;

/**
 * Stable keys for a list's entries (which carry no id of their own), moved along with them, so React
 * keeps each entry's fields, and the focus, with it. A list that changed from outside (a load) gets
 * new keys.
 */
export function useListKeys(length: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== length) keys.current = Array.from({ length }, freshKey);
  return {
    get keys() {
      return keys.current;
    },
    move(from: number, to: number) {
      const next = [...keys.current];
      const [key] = next.splice(from, 1);
      next.splice(to, 0, key);
      keys.current = next;
    },
    remove(index: number): string {
      const key = keys.current[index];
      keys.current = keys.current.filter((_, position) => position !== index);
      return key;
    },
    insert(index: number, key: string = freshKey()): string {
      const next = [...keys.current];
      next.splice(index, 0, key);
      keys.current = next;
      return key;
    },
  };
}
