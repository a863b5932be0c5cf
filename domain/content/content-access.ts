import { PREVIEW_SECONDS } from './preview';
import { isBrowsable, type Visibility } from './content-taxonomy';

export interface ContentStanding {
  visibility: Visibility;
  withdrawn: boolean;
  /** Not published yet (or taken back): only its teacher sees it. */
  draft: boolean;
}

export interface ReaderStanding {
  isOwner: boolean;
  enrolled: boolean;
}

export interface ContentAccess extends ReaderStanding {
  hasAccess: boolean;
  preview: boolean;
  previewSeconds: number | null;
}

/**
 * Who may open a content: its teacher always; nobody else a private one or a draft; a withdrawn one
 * only the students enrolled before it was withdrawn (they keep access).
 */
export function canOpenContent(content: ContentStanding, reader: ReaderStanding): boolean {
  if (reader.isOwner) return true;
  if (!isBrowsable(content.visibility) || content.draft) return false;
  return !content.withdrawn || reader.enrolled;
}

/** Only content in the catalogue (public or premium, published, not withdrawn) takes new enrollments. */
export function isEnrollable(content: ContentStanding): boolean {
  return isBrowsable(content.visibility) && !content.withdrawn && !content.draft;
}

/** The teacher and enrolled students get the whole content; everyone else the 120-second preview. */
export function contentAccess(reader: ReaderStanding): ContentAccess {
  const hasAccess = reader.isOwner || reader.enrolled;
  return { ...reader, hasAccess, preview: !hasAccess, previewSeconds: hasAccess ? null : PREVIEW_SECONDS };
}
