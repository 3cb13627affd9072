import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FileAnswer } from '@/lib/http/file-answer';
import { renderAt } from '@/test/render';
import { savedFiles } from '@/test/saved-files';
import { ExportButton } from './export-button';

describe('导出', () => {
  const saved = savedFiles();

  it('is busy while the file comes, then saves it under the server’s name', async () => {
    let deliver: (file: FileAnswer) => void = () => undefined;
    const exportFile = vi.fn(() => new Promise<FileAnswer>((resolve) => (deliver = resolve)));
    renderAt(<ExportButton exportFile={exportFile} testId="export" />);
    const button = screen.getByTestId('export');
    expect(button).toHaveTextContent('导出');
    await userEvent.click(button);
    expect(exportFile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    expect(saved).toEqual([]);
    await act(async () => deliver({ blob: new Blob(['x']), fileName: '我的待办.xlsx' }));
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    expect(saved).toEqual(['我的待办.xlsx']);
  });

  it('shows the server’s message when the export is refused, and saves nothing', async () => {
    const exportFile = () => Promise.reject(new Error('导出数据超过100000条，请缩小查询范围后再导出'));
    renderAt(<ExportButton exportFile={exportFile} testId="export" />);
    await userEvent.click(screen.getByTestId('export'));
    expect(await screen.findByText('导出数据超过100000条，请缩小查询范围后再导出')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByTestId('export')).not.toHaveClass('ant-btn-loading');
  });
});
