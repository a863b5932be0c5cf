import { useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { categoryColours, ContentTypeIcon } from './content/content-look';
import { initials } from './person-look';

/** What a picture shows of when it has none: a content (its type on its category's colours) or a person (their initials). */
export type PictureSubject = { kind: 'content'; type: string; category: string } | { kind: 'person'; name: string };

export interface PictureProps {
  /** The picture's address; missing, or one that fails to load, shows the designed placeholder. */
  src: string | null | undefined;
  of: PictureSubject;
  /** Words for a reader; without them the picture is decoration and hidden from screen readers. */
  alt?: string;
  /** A length, or one per breakpoint ({ xs: '100%', sm: 220 }). */
  width?: Length;
  height?: Length;
  /** A circle (a person's picture) instead of a rectangle. */
  round?: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
}

type Length = number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;

const PERSON_COLOURS = ['#0f9d8a', '#5b3fd6'] as const;

/**
 * An image with a designed fallback: never the browser's broken-image icon. While it has no address,
 * or its address fails, it shows the content type's symbol on its category's gradient, or a
 * person's initials.
 */
export function Picture({ src, of, alt = '', width = '100%', height = 140, round = false, sx, testId = 'picture' }: PictureProps) {
  // The address that failed: a new address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const frame = { width, height, display: 'block', flexShrink: 0, borderRadius: round ? '50%' : undefined, overflow: 'hidden' } as const;

  if (src && src !== failed) {
    return (
      <Box
        component="img"
        src={src}
        alt={alt}
        aria-hidden={alt ? undefined : true}
        loading="lazy"
        onError={() => setFailed(src)}
        data-testid={testId}
        data-state="picture"
        sx={[{ ...frame, objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
      />
    );
  }

  const [from, to] = of.kind === 'content' ? categoryColours(of.category) : PERSON_COLOURS;
  return (
    <Box
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-testid={testId}
      data-state="placeholder"
      sx={[
        {
          ...frame,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'common.white',
          backgroundColor: from,
          // Soft rings behind the symbol, so the placeholder reads as designed rather than empty.
          backgroundImage: `radial-gradient(circle at 80% 20%, rgba(255,255,255,0.18) 0 18%, transparent 19%), radial-gradient(circle at 12% 88%, rgba(255,255,255,0.12) 0 22%, transparent 23%), linear-gradient(135deg, ${from}, ${to})`,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {of.kind === 'content' ? (
        <Box sx={{ display: 'flex', '& svg': { fontSize: typeof height === 'number' ? Math.max(20, Math.round(height * 0.38)) : 48, opacity: 0.92 } }}>
          <ContentTypeIcon type={of.type} colour="common.white" />
        </Box>
      ) : (
        <Box component="span" sx={{ fontWeight: 800, fontSize: typeof height === 'number' ? height * 0.4 : '1.5rem', lineHeight: 1 }}>
          {initials(of.name)}
        </Box>
      )}
    </Box>
  );
}
