/** Path data of shapes the drawings share, on the 48 × 48 canvas. */

const point = (cx: number, cy: number, radius: number, angle: number) =>
  `${(cx + radius * Math.cos(angle)).toFixed(2)} ${(cy + radius * Math.sin(angle)).toFixed(2)}`;

/** A five-pointed star, point up. */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45): string {
  const corners = Array.from({ length: 10 }, (_, index) => point(cx, cy, index % 2 === 0 ? outer : inner, -Math.PI / 2 + (index * Math.PI) / 5));
  return `M${corners.join(' L')} Z`;
}

/** A gear with square-topped teeth. */
export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const step = (2 * Math.PI) / teeth;
  const corners: string[] = [];
  for (let tooth = 0; tooth < teeth; tooth++) {
    const start = tooth * step - Math.PI / 2;
    corners.push(point(cx, cy, inner, start), point(cx, cy, outer, start + step * 0.12), point(cx, cy, outer, start + step * 0.38), point(cx, cy, inner, start + step * 0.5));
  }
  return `M${corners.join(' L')} Z`;
}

/** A four-pointed sparkle with curved sides. */
export function sparklePath(cx: number, cy: number, radius: number): string {
  return `M${cx} ${cy - radius} Q${cx} ${cy} ${cx + radius} ${cy} Q${cx} ${cy} ${cx} ${cy + radius} Q${cx} ${cy} ${cx - radius} ${cy} Q${cx} ${cy} ${cx} ${cy - radius} Z`;
}
