import { useCallback, useMemo } from 'react';
import { downloadCSV, useDelete, useRefresh } from 'react-admin';
import { classInvitationsResource, classStudentsResource, type ClassInvitationRecord, type ClassStudentRecord, type ClassSummaryRecord } from '../../api/data-provider';
import { useToast } from '../../components/Toasts';
import { classesTexts } from '../../i18n/classes';
import { adminErrorText, useAdminDataProvider as useClassesDataProvider } from '../admin-calls';
import { copyText } from '../../components/copy-text';
import { rosterCsv } from './class-roster';

const ok = classesTexts.success;
const failed = classesTexts.failure;

/** The most students one list call answers (the admin API's page limit). */
const ROSTER_PAGE = 100;

/**
 * The class card's actions, each with its toast (spec §8): the state changes through the data
 * provider's own methods, deletes through react-admin's useDelete, then everything shown refreshes:
 * the list of classes, the totals and an open roster.
 */
export function useClassActions() {
  const dataProvider = useClassesDataProvider();
  const refresh = useRefresh();
  const toast = useToast();
  const [deleteOne] = useDelete();

  const attempt = useCallback(
    async (work: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
      try {
        await work();
        toast.success(success);
        refresh();
        return true;
      } catch (error) {
        toast.error(adminErrorText(error, failure));
        return false;
      }
    },
    [refresh, toast],
  );

  return useMemo(
    () => ({
      toggle: (record: ClassSummaryRecord) =>
        record.isActive
          ? attempt(() => dataProvider.deactivateClass(record.id), ok.deactivated, failed.toggle)
          : attempt(() => dataProvider.activateClass(record.id), ok.activated, failed.toggle),

      regenerateCode: (record: ClassSummaryRecord) => attempt(() => dataProvider.regenerateJoinCode(record.id), ok.codeRegenerated, failed.regenerate),

      /** Invites a student; answers the message to show in the dialog, or null once the invitation is sent. */
      addStudent: async (record: ClassSummaryRecord, username: string): Promise<string | null> => {
        try {
          await dataProvider.addStudentByUsername(record.id, username);
          toast.success(ok.invitationSent);
          refresh();
          return null;
        } catch (error) {
          const message = adminErrorText(error, failed.addStudent);
          toast.error(message);
          return message;
        }
      },

      deleteClass: (record: ClassSummaryRecord) =>
        attempt(() => deleteOne('classes', { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }), ok.deleted, failed.delete),

      /** Takes back an invitation the student has not accepted. */
      withdrawInvitation: (record: ClassSummaryRecord, invitation: ClassInvitationRecord) =>
        attempt(
          () => deleteOne(classInvitationsResource(record.id), { id: invitation.id, previousData: invitation }, { mutationMode: 'pessimistic', returnPromise: true }),
          ok.invitationWithdrawn,
          failed.withdraw,
        ),

      removeStudent: (record: ClassSummaryRecord, student: ClassStudentRecord) =>
        attempt(
          () => deleteOne(classStudentsResource(record.id), { id: student.id, previousData: student }, { mutationMode: 'pessimistic', returnPromise: true }),
          ok.studentRemoved,
          failed.removeStudent,
        ),

      copyCode: async (record: ClassSummaryRecord) => {
        try {
          await copyText(record.joinCode);
          toast.success(ok.codeCopied);
        } catch {
          toast.error(failed.copy);
        }
      },

      /** Every student of the class, page by page, as a CSV download. */
      exportRoster: async (record: ClassSummaryRecord) => {
        try {
          const students: ClassStudentRecord[] = [];
          for (let page = 1; ; page++) {
            const answer = await dataProvider.getList<ClassStudentRecord>(classStudentsResource(record.id), {
              pagination: { page, perPage: ROSTER_PAGE },
              sort: { field: 'joinedAt', order: 'ASC' },
              filter: {},
            });
            students.push(...answer.data);
            const total = answer.total ?? students.length;
            if (answer.data.length < ROSTER_PAGE || students.length >= total) break;
          }
          downloadCSV(rosterCsv(students), classesTexts.roster.fileName(record.name));
          toast.success(ok.rosterExported(record.name));
        } catch (error) {
          toast.error(adminErrorText(error, failed.export));
        }
      },
    }),
    [attempt, dataProvider, deleteOne, refresh, toast],
  );
}

export type ClassActions = ReturnType<typeof useClassActions>;
