import type { TDetailViewKind } from '@anumati/domain';
import { Box, Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApplicationSidePanel } from './application-side-panel';
import classes from './side-panel-grid.module.css';

/**
 * A screen's work and, beside it while open, the application's side panel (spec 2 §2.5): the verification screens
 * and the correction screens open it with their Application Details button.
 */
export function SidePanelGrid(props: {
  isOpen: boolean;
  applicationId: string;
  kind: TDetailViewKind;
  children: ReactNode;
}) {
  return (
    <Grid>
      <Grid.Col span={props.isOpen ? { base: 12, lg: 8 } : 12}>
        <Stack>{props.children}</Stack>
      </Grid.Col>
      {props.isOpen && (
        <Grid.Col span={{ base: 12, lg: 4 }}>
          {/* Scrolled on its own beside the form: the keyboard can scroll it too. */}
          <Box className={classes.panel} tabIndex={0}>
            <ApplicationSidePanel applicationId={props.applicationId} kind={props.kind} />
          </Box>
        </Grid.Col>
      )}
    </Grid>
  );
}
