/** Spec 2 §5: the leave confirmation, with the project's real title in the quotes. */
export const leaveConfirmationText = (title: string) =>
  `Are you sure you want to leave the project "${title}"? This action cannot be undone.`;
