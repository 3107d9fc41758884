/**
 * What the screens of one file share (docs/CODE_STYLE.md: feature boundaries): the verification header and the
 * tabbed screen of the fee and deviation pages. A feature of its own, so the verification screens can hold the fee
 * tab and the fee screens the verification header without either feature reaching into the other. Their words stay
 * in the verification and fees catalogues, where officers' translators find them.
 */
export { FileTabsScreen, type TFileTab } from './file-tabs-screen';
export { TabLabel } from './tab-label';
export { VerificationHeader } from './verification-header';
