import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useToast } from '../toast/use-toast';
import { errorMessage } from '../../lib/api-client';
import { useDownloadPersonalData } from '../../api/gateway/download-personal-data';

/** "Download my data": one JSON file of everything Research Connect holds about the person (APP 12). */
export function DownloadDataButton() {
  const toast = useToast();
  const download = useDownloadPersonalData();
  const onClick = () =>
    download.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Data Downloaded',
          description:
            'Your data was saved as a JSON file, with everything Research Connect holds about you.',
        }),
      onError: (err) =>
        toast({
          title: 'Download Failed',
          description: errorMessage(err, 'Failed to download your data'),
          variant: 'destructive',
        }),
    });
  return (
    <Button icon={<DownloadOutlined aria-hidden />} onClick={onClick} loading={download.isPending}>
      Download my data
    </Button>
  );
}
