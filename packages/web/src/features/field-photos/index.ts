/** What the site photos offer other features (docs/CODE_STYLE.md: feature boundaries; issue 53). */
export { FieldPhotoFlagNotice } from './field-photo-flag-notice';
export { FieldPhotoAnswer, FieldPhotosSection } from './field-photos-section';
export { useFieldRecordMarkers } from './use-field-record-markers';
