import type { NotificationType } from '@app/contracts/notifications/http';
import type { ConnectionEvent } from '@app/contracts/networking/events';
import type { ProjectMemberChanged, ProjectSnapshot } from '@app/contracts/projects/events';
import type {
  GroupLeadershipChanged,
  GroupMemberChanged,
  GroupMembersEmailed,
} from '@app/contracts/groups/events';
import type { AdminEmailRequested } from '@app/contracts/admin/events';
import type { OrcidLinkTakenOver } from '@app/contracts/profile/events';
import { pagePaths } from '@app/contracts/pages';

/** A notification about to be written for one person. */
export interface NotificationDraft {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  relatedConnectionId: string | null;
  relatedProjectId: string | null;
  /** The app page it is about (a path under PUBLIC_URL). */
  link: string;
  /** What caused it; with userId, unique, so the same cause never notifies twice. */
  sourceKey: string;
}

/** The connection-family events that notify someone, and what each becomes. */
export type ConnectionEventType =
  | 'networking.connection.requested'
  | 'networking.connection.accepted'
  | 'networking.supervisor_request.created'
  | 'networking.supervisor_request.accepted'
  | 'networking.supervisor_request.declined'
  | 'networking.examiner_request.created'
  | 'networking.examiner_request.accepted'
  | 'networking.examiner_request.declined';

const quoted = (s: string) => `“${s.trim()}”`;
const thesis = (title: string | null) => (title?.trim() ? `PhD thesis ${quoted(title)}` : 'PhD thesis');
const inArea = (area: string | null) => (area?.trim() ? ` in ${area.trim()}` : '');
const theirMessage = (message: string | null) =>
  message?.trim() ? ` Their message: ${quoted(message)}` : '';

/**
 * Who hears about a connection event, and in what words. Requests go to the person asked
 * (`to`); answers go back to the person who asked (`from`), named after the one who answered.
 */
export function connectionDraft(
  type: ConnectionEventType,
  eventId: string,
  e: ConnectionEvent,
): NotificationDraft {
  const toAddressee = { userId: e.toUserId, relatedConnectionId: e.connectionId };
  const toRequester = { userId: e.fromUserId, relatedConnectionId: e.connectionId };
  const base = { relatedProjectId: null, sourceKey: `event:${eventId}` };
  switch (type) {
    case 'networking.connection.requested':
      return {
        ...base,
        ...toAddressee,
        type: 'connection_request',
        title: `Connection request from ${e.fromName}`,
        message: `${e.fromName} would like to connect with you on Research Connect.${theirMessage(e.message)}`,
        link: pagePaths.home,
      };
    case 'networking.connection.accepted':
      return {
        ...base,
        ...toRequester,
        type: 'connection_accepted',
        title: `${e.toName} accepted your connection request`,
        message: `You and ${e.toName} are now connected on Research Connect.`,
        link: pagePaths.academicNetworking,
      };
    case 'networking.supervisor_request.created':
      return {
        ...base,
        ...toAddressee,
        type: 'supervisor_request',
        title: `Supervision request from ${e.fromName}`,
        message: `${e.fromName} has asked you to supervise their ${thesis(e.thesisTitle)}${inArea(e.researchArea)}.${theirMessage(e.message)}`,
        link: pagePaths.home,
      };
    case 'networking.supervisor_request.accepted':
      return {
        ...base,
        ...toRequester,
        type: 'supervisor_request_accepted',
        title: `${e.toName} agreed to supervise your thesis`,
        message: `${e.toName} has accepted your request to supervise your ${thesis(e.thesisTitle)}. Congratulations, and all the best with your research.`,
        link: pagePaths.home,
      };
    case 'networking.supervisor_request.declined':
      return {
        ...base,
        ...toRequester,
        type: 'supervisor_request_declined',
        title: 'An update on your supervision request',
        message: `${e.toName} is not able to supervise your ${thesis(e.thesisTitle)} at this time. The PhD Supervisor Finder can suggest other supervisors whose research matches yours.`,
        link: pagePaths.supervisorFinder,
      };
    case 'networking.examiner_request.created':
      return {
        ...base,
        ...toAddressee,
        type: 'examiner_request',
        title: `Examiner request from ${e.fromName}`,
        message: `${e.fromName} has invited you to examine their ${thesis(e.thesisTitle)}${inArea(e.researchArea)}.${theirMessage(e.message)}`,
        link: pagePaths.examinerFinder,
      };
    case 'networking.examiner_request.accepted':
      return {
        ...base,
        ...toRequester,
        type: 'examiner_request_accepted',
        title: `${e.toName} agreed to examine your thesis`,
        message: `${e.toName} has accepted your invitation to examine your ${thesis(e.thesisTitle)}.`,
        link: pagePaths.examinerFinder,
      };
    case 'networking.examiner_request.declined':
      return {
        ...base,
        ...toRequester,
        type: 'examiner_request_declined',
        title: 'An update on your examiner request',
        message: `${e.toName} is not able to examine your ${thesis(e.thesisTitle)} at this time. The PhD Examiner Finder can suggest other examiners in your field.`,
        link: pagePaths.examinerFinder,
      };
  }
}

/** Tells a project's owner who joined (nobody is told about joining their own project). */
export function memberJoinedProjectDraft(eventId: string, e: ProjectMemberChanged): NotificationDraft[] {
  if (e.memberUserId === e.ownerUserId) return [];
  const role = e.role.trim() || 'collaborator';
  return [
    {
      userId: e.ownerUserId,
      type: 'project_member_joined',
      title: `${e.memberName} joined your project`,
      message: `${e.memberName} has joined ${quoted(e.projectTitle)} as a ${role}.`,
      relatedConnectionId: null,
      relatedProjectId: e.projectId,
      link: pagePaths.researchProject(e.projectId),
      sourceKey: `event:${eventId}`,
    },
  ];
}

/** Tells every member other than the owner (who completed it) that the project is complete. */
export function projectCompletedDrafts(eventId: string, p: ProjectSnapshot): NotificationDraft[] {
  const members = [...new Set(p.memberUserIds)].filter((id) => id !== p.ownerUserId);
  return members.map((userId) => ({
    userId,
    type: 'project_completed',
    title: `Project completed: ${p.title}`,
    message: `${quoted(p.title)} has been marked as completed. Thank you for being part of it.`,
    relatedConnectionId: null,
    relatedProjectId: p.projectId,
    link: pagePaths.researchProject(p.projectId),
    sourceKey: `event:${eventId}`,
  }));
}

/** Tells a group's leaders who joined; a leader who joined is not told about themselves. */
export function memberJoinedGroupDrafts(eventId: string, e: GroupMemberChanged): NotificationDraft[] {
  const leaders = [...new Set(e.leaderUserIds)].filter((id) => id !== e.userId);
  return leaders.map((userId) => ({
    userId,
    type: 'group_member_joined',
    title: `${e.memberName} joined ${e.groupName}`,
    message: `${e.memberName} is now a member of ${e.groupName}, a research group you lead.`,
    relatedConnectionId: null,
    relatedProjectId: null,
    link: pagePaths.researchGroups,
    sourceKey: `event:${eventId}`,
  }));
}

/**
 * Tells a group's other leaders that a member became a leader, so they know who else can now read
 * the members' email addresses. Stopping to lead tells nobody.
 */
export function leaderAddedDrafts(eventId: string, e: GroupLeadershipChanged): NotificationDraft[] {
  if (!e.isLeader) return [];
  const name = e.memberName?.trim() || 'A member';
  const leaders = [...new Set(e.otherLeaderUserIds)].filter((id) => id !== e.userId);
  return leaders.map((userId) => ({
    userId,
    type: 'group_leader_added',
    title: `${name} became a leader of ${e.groupName}`,
    message: `${name} is now a leader of ${e.groupName}, a research group you lead. Leaders can email the group's members.`,
    relatedConnectionId: null,
    relatedProjectId: null,
    link: pagePaths.researchGroups,
    sourceKey: `event:${eventId}`,
  }));
}

/**
 * A leader's message to the group, sent through Research Connect: to every other member, word for
 * word, saying who sent it. Keyed by emailId: one message, one notification each.
 */
export function groupMessageDrafts(e: GroupMembersEmailed): NotificationDraft[] {
  return [...new Set(e.recipientUserIds)]
    .filter((id) => id !== e.fromUserId)
    .map((userId) => ({
      userId,
      type: 'group_message',
      title: e.subject,
      message: `${e.fromName}, a leader of ${e.groupName}, wrote to the group's members:\n\n${e.message}`,
      relatedConnectionId: null,
      relatedProjectId: null,
      link: pagePaths.researchGroups,
      sourceKey: `group-email:${e.emailId}`,
    }));
}

/** An administrator's message, word for word. Keyed by emailId: one request, one message. */
export function adminMessageDraft(e: AdminEmailRequested): NotificationDraft {
  return {
    userId: e.toUserId,
    type: 'admin_message',
    title: e.subject,
    message: e.message,
    relatedConnectionId: null,
    relatedProjectId: null,
    link: pagePaths.home,
    sourceKey: `admin-email:${e.emailId}`,
  };
}

/**
 * To the account whose typed iD another account proved: which iD, what moved and what stayed, and
 * how to link a different one. The other account is not named.
 */
export function orcidLinkTakenOverDraft(eventId: string, e: OrcidLinkTakenOver): NotificationDraft {
  return {
    userId: e.fromUserId,
    type: 'orcid_link_taken_over',
    title: `Your ORCID iD ${e.orcidId} is now linked to another account`,
    message:
      `Another Research Connect account proved through ORCID's own sign-in that the ORCID iD ${e.orcidId}, ` +
      'which you had typed on your profile, is theirs. The iD and the records imported from ORCID ' +
      '(publications, employment, education and awards) have moved to that account. Everything you ' +
      'entered yourself is kept: your research interests, FoR codes, availability, contact preferences ' +
      'and research statement, and your connections, groups, projects and requests. To link a different ' +
      'iD, open your dashboard and use "Connect with ORCID" or type your own iD. If this iD is yours, ' +
      '"Connect with ORCID" lets you prove it, and you can ask an administrator for help.',
    relatedConnectionId: null,
    relatedProjectId: null,
    link: pagePaths.home,
    sourceKey: `event:${eventId}`,
  };
}
