import { Anchor, Stack, Text } from '@mantine/core';
import { MISSING_ZIP_MESSAGE } from '@shared/domain/display/display';
import { Link } from 'react-router';
import { useStepPath } from '../../lib/step-navigation';

/** Plans are priced by home zip: without one, a link back to basic information. */
export function MissingZipMessage() {
  const pathFor = useStepPath();
  return (
    <Stack gap="sm">
      <Text>{MISSING_ZIP_MESSAGE}</Text>
      <Anchor component={Link} to={pathFor('basicInformation')}>
        Enter your home zip code in Basic Information
      </Anchor>
    </Stack>
  );
}
