import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ReviewRemarksList } from './review-remarks-list';

/** The Review Remarks panel beside a verification screen. */
export function ReviewRemarksDrawer(props: {
  applicationId: string;
  isSingleWindow: boolean;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('review-remarks');
  return (
    <Drawer opened={props.isOpen} onClose={props.onClose} title={t('title')} position="right" size="xl">
      {props.isOpen && <ReviewRemarksList applicationId={props.applicationId} isSingleWindow={props.isSingleWindow} />}
    </Drawer>
  );
}
