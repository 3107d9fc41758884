import { Drawer } from '@mantine/core';
import { ReviewRemarksList } from './review-remarks-list';

/** The Review Remarks panel beside a verification screen. */
export function ReviewRemarksDrawer(props: {
  applicationId: string;
  isSingleWindow: boolean;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer opened={props.isOpen} onClose={props.onClose} title="Review Remarks" position="right" size="xl">
      {props.isOpen && <ReviewRemarksList applicationId={props.applicationId} isSingleWindow={props.isSingleWindow} />}
    </Drawer>
  );
}
