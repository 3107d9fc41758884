import type { TLanguage } from '../i18n/language';

/** Spec 2 §9: drawings are left out of Uploaded Documents and shown apart; "their updated forms" included. */
export const DRAWING_CATEGORIES: readonly string[] = [
  'proposed_building_plan_pdf',
  'proposed_building_plan_dwg',
  'layout_drawing_pdf',
  'layout_drawing_dwg',
  'scrutiny_pdf',
  'drawing_pdf',
].flatMap((category) => [category, `updated_${category}`]);

/** Spec 2 §9: these two categories have sections of their own. */
export const SHORTFALL_CATEGORY = 'shortfall_document';
export const SHOWCAUSE_CATEGORY = 'showcause_document';

export type TDocumentGroups<TMedia extends { category: string }> = {
  uploaded: TMedia[];
  drawings: TMedia[];
  shortfall: TMedia[];
  showcause: TMedia[];
};

/** Spec 2 §7: shortfall and show-cause documents apart, drawings taken out of the others. */
export function groupDocuments<TMedia extends { category: string }>(media: readonly TMedia[]): TDocumentGroups<TMedia> {
  const groups: TDocumentGroups<TMedia> = { uploaded: [], drawings: [], shortfall: [], showcause: [] };
  for (const item of media) {
    if (item.category === SHORTFALL_CATEGORY) groups.shortfall.push(item);
    else if (item.category === SHOWCAUSE_CATEGORY) groups.showcause.push(item);
    else if (DRAWING_CATEGORIES.includes(item.category)) groups.drawings.push(item);
    else groups.uploaded.push(item);
  }
  return groups;
}

/** Spec 2 §2.5: a category reads with its underscores as spaces. */
export function documentCategoryLabel(category: string, language: TLanguage = 'en'): string {
  return (language === 'te' ? DOCUMENT_CATEGORY_LABELS_TE[category] : undefined) ?? category.replaceAll('_', ' ');
}

/**
 * The document categories the platform sends most (the rest read as their English in Telugu too: the platform's
 * categories are open-ended).
 */
export const DOCUMENT_CATEGORY_LABELS_TE: Readonly<Record<string, string>> = {
  [SHORTFALL_CATEGORY]: 'లోపం పత్రాలు',
  [SHOWCAUSE_CATEGORY]: 'షోకాజ్ పత్రాలు',
};

/** Spec 2 §2.5: the icon beside a document: a PDF, or an image. */
export function documentKind(document: { content_type?: string; name: string }): 'pdf' | 'image' {
  if (document.content_type) return document.content_type === 'application/pdf' ? 'pdf' : 'image';
  return /\.pdf$/i.test(document.name) ? 'pdf' : 'image';
}
