// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContextHistoryRecord } from '@/shared/context-extraction';
import { apiError, renderApp, stubApi } from '@/web/testing/render';
import { ContextApprovalPanel } from './context-approval-panel';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

const record: ContextHistoryRecord = {
  id: '11111111-1111-4111-8111-111111111111',
  session_id: null,
  agent_type: 'documents',
  confidence_score: 0.72,
  extracted_context: {
    companyName: 'Green Leaf Cafe',
    targetMarket: 'Students',
    competitors: ['Starbucks'],
  },
  status: 'pending',
  created_at: new Date().toISOString(),
  reviewed_at: null,
};

type Call = { url: string; method: string; body?: unknown };
let calls: Call[];
let pending: ContextHistoryRecord[];
let failApprove: boolean;

beforeEach(() => {
  calls = [];
  pending = [record];
  failApprove = false;
  toast.success.mockReset();
  toast.error.mockReset();
  stubApi(
    {},
    {
      fallback: ({ url, method, body }) => {
        calls.push({ url: url.pathname, method, body });
        if (url.pathname.endsWith('/pending-approvals')) return { data: pending };
        if (url.pathname.endsWith('/approve')) {
          if (failApprove)
            return apiError(
              500,
              'internal_error',
              'Something went wrong on our side. Please try again.',
            );
          pending = [];
          return { success: true, data: { ...record, status: 'approved' } };
        }
        if (method === 'DELETE') {
          pending = [];
          return { success: true, data: { ...record, status: 'rejected' } };
        }
        return { success: true, data: record };
      },
    },
  );
});

const renderPanel = () => renderApp(<ContextApprovalPanel />);

describe('ContextApprovalPanel', () => {
  it('shows the pending record with its confidence colour, then saves the edits and approves', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByText('Medium confidence: 72%').dataset.tone).toBe('medium');
    expect(screen.getByText('Green Leaf Cafe')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Before Saving' }));
    const target = screen.getByLabelText('Target market');
    await user.clear(target);
    await user.type(target, 'Remote workers');
    await user.click(screen.getByRole('button', { name: 'Cancel Edit' }));
    expect(screen.getByText('Students')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Edit Before Saving' }));
    await user.clear(screen.getByLabelText('Target market'));
    await user.type(screen.getByLabelText('Target market'), 'Remote workers');
    await user.click(screen.getByRole('button', { name: 'Done Editing' }));
    expect(screen.getByText('Remote workers')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save All' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast.success).toHaveBeenCalledWith('Business context saved');
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.url}`)).toEqual([
      `PUT /api/v1/business-context/history/${record.id}`,
      `PUT /api/v1/business-context/history/${record.id}/approve`,
    ]);
    expect(writes[0]!.body).toEqual({
      extracted_context: {
        companyName: 'Green Leaf Cafe',
        targetMarket: 'Remote workers',
        competitors: ['Starbucks'],
      },
    });
  });

  it("approves without a PUT when nothing was edited, and shows 'Failed to approve context' on failure", async () => {
    failApprove = true;
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Save All' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]![0]).toBe('Failed to approve context');
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual([
      `/api/v1/business-context/history/${record.id}/approve`,
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('rejects with "Don\'t Save" and when the dialog is closed', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: "Don't Save" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(record.id))).toBe(true);

    cleanup();
    calls = [];
    pending = [record];
    renderPanel();
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});
