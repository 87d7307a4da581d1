import { Button, Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { MAX_CODES_PER_SCHEME, type ProfileForCode } from '@app/contracts/profile/http';
import { ForCodePicker } from '../../../components/for-code-picker/for-code-picker';
import { useToast } from '../../../components/toast/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useSetClassificationCodes } from '../api/set-classification-codes';
import { SectionCard } from './section-card';

export interface ForCodesCardProps {
  profileId: string;
  saved: ProfileForCode[] | undefined;
  isLoading: boolean;
}

/** Choose the profile's Fields of Research codes in the FoR tree (spec 2 §2). */
export function ForCodesCard({ profileId, saved, isLoading }: ForCodesCardProps) {
  const toast = useToast();
  const save = useSetClassificationCodes(profileId);
  const [selected, setSelected] = useState<string[]>([]);
  const [syncedWith, setSyncedWith] = useState<ProfileForCode[] | undefined>(undefined);
  if (saved !== syncedWith) {
    setSyncedWith(saved);
    setSelected(saved?.map((c) => c.code) ?? []);
  }

  const onSave = () =>
    save.mutate(selected, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'Fields of Research codes updated successfully' }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorMessage(err, 'Failed to update classification codes'),
          variant: 'destructive',
        }),
    });

  return (
    <SectionCard
      title="Fields of Research"
      description="Tick the ANZSRC 2020 divisions, groups and fields that describe your research. Search by code or title."
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} />
      ) : (
        <Flex vertical gap={12}>
          <ForCodePicker value={selected} onChange={setSelected} max={MAX_CODES_PER_SCHEME} />
          <div>
            <Button type="primary" onClick={onSave} disabled={selected.length === 0} loading={save.isPending}>
              Save FoR Codes
            </Button>
          </div>
        </Flex>
      )}
    </SectionCard>
  );
}
