import { useMutation } from '@tanstack/react-query';
import { PERSONAL_DATA_PATH } from '@app/contracts/personal-data';
import { apiGet } from '../../lib/api-client';

/**
 * "Download my data": everything every service holds about the signed-in person, saved as one
 * JSON file. Read through the API client (so a lost session or the rate limit is said as anywhere
 * else), then handed to the browser as a file.
 */
async function downloadPersonalData(): Promise<void> {
  const data = await apiGet<{ exportedAt?: string }>(PERSONAL_DATA_PATH);
  const day = (data.exportedAt ?? new Date().toISOString()).slice(0, 10);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `research-connect-data-${day}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over; revoking at once can cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadPersonalData() {
  return useMutation({ mutationFn: downloadPersonalData });
}
