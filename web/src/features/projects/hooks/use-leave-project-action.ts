import { App } from 'antd';
import { useCallback } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { useLeaveProject } from '../../../api/projects/leave-project';
import { leaveConfirmationText } from '../utils/leave-confirmation';
import { useFailureToast } from '../../../components/toast/use-failure-toast';

/**
 * Leave Project, from a My Projects card or the detail dialog: asks first (leaving cannot be
 * undone), then leaves and says so. `leavingId` is the project being left, for the button's spinner.
 */
export interface LeavableProject {
  id: string;
  title: string;
}

export function useLeaveProjectAction(onLeft?: (project: LeavableProject) => void) {
  const { modal } = App.useApp();
  const toast = useToast();
  const failure = useFailureToast();
  const mutation = useLeaveProject();
  const { mutateAsync } = mutation;

  const leave = useCallback(
    (project: LeavableProject) => {
      modal.confirm({
        title: 'Leave Project',
        content: leaveConfirmationText(project.title),
        okText: 'Leave Project',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        onOk: async () => {
          try {
            await mutateAsync(project.id);
            toast({ title: 'Left project', description: 'You have successfully left the project' });
            onLeft?.(project);
          } catch (err) {
            failure(err, 'Failed to leave project');
          }
        },
      });
    },
    [modal, mutateAsync, toast, failure, onLeft],
  );

  return { leave, leavingId: mutation.isPending ? mutation.variables : undefined };
}
