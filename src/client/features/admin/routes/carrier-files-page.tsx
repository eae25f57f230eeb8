import '@mantine/core/styles/Card.css';
import { Facts } from '@client/components/facts';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { CarrierFile } from '@shared/schemas/carrier-files';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { carrierFileDownloadPath, carrierFilesQueryOptions } from '../api/carriers';
import { AdminCard, CardList } from '../components/admin-card';
import { AdminPage } from '../components/admin-page';
import { formatUtcTime } from '../lib/format-time';

const HEADING = 'Carrier file history';

const KIND_LABELS: Record<CarrierFile['kind'], string> = {
  changes: '834 changes',
  audit: '834 full audit',
  life_census: 'Life census',
};

function FileCard({ file }: { file: CarrierFile }) {
  return (
    <AdminCard heading={`${KIND_LABELS[file.kind]} for ${file.companyName ?? 'a company'}`}>
      <Facts
        items={[
          ['Sent', formatUtcTime(file.createdAt)],
          ['Members', String(file.memberCount)],
          ['Added, changed, ended', `${file.addsCount}, ${file.changesCount}, ${file.termsCount}`],
          ['Control number', file.controlNumber === null ? 'None (census)' : String(file.controlNumber)],
        ]}
      />
      <Anchor href={carrierFileDownloadPath(file.id)} download size="sm" underline="always">
        {`Download ${file.fileName}`}
      </Anchor>
    </AdminCard>
  );
}

function FileList({ carrierId }: { carrierId: string }) {
  const { files } = useSuspenseQuery(carrierFilesQueryOptions(carrierId)).data;
  if (files.length === 0) return <Text>No file has been sent to this carrier.</Text>;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {files[0]!.carrierName}
      </Title>
      <Text size="sm">
        {`${files.length === 1 ? '1 file' : `${files.length} files`}, newest first. A download holds SSNs: it is written to the audit log.`}
      </Text>
      <CardList items={files} itemKey={(file) => file.id}>
        {(file) => <FileCard file={file} />}
      </CardList>
    </Stack>
  );
}

/** /admin/carriers/:carrierId (decision 0061): what was sent to one carrier, each file downloadable. */
export function CarrierFilesPage() {
  const { carrierId = '' } = useParams();
  return (
    <AdminPage heading={HEADING} back={{ to: '/admin/carriers', label: 'Back to carriers' }}>
      <FileList carrierId={carrierId} />
    </AdminPage>
  );
}
