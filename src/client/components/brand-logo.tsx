import { Anchor, Image, Text } from '@mantine/core';
import { Link } from 'react-router';
import { APP_NAME } from '../lib/page-title';

interface BrandLogoProps {
  partnerLogo: string | null;
  partnerName: string | null;
}

/** The partner's logo when the site is partner-branded, else the Groupcover wordmark; links home. */
export function BrandLogo({ partnerLogo, partnerName }: BrandLogoProps) {
  return (
    <Anchor component={Link} to="/" underline="never" c="brand.9">
      {partnerLogo ? (
        <Image src={partnerLogo} alt={partnerName ?? 'Partner logo'} h={40} w="auto" fit="contain" />
      ) : (
        <Text component="span" fw={800} fz="xl" lh={1}>
          {APP_NAME}
        </Text>
      )}
    </Anchor>
  );
}
