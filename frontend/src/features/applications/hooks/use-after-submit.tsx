import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import Decimal from 'decimal.js';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { links } from '@/app/paths';
import { formatAmount } from '@/forms/amount-format';
import { useT } from '@/lib/i18n';
import { getCharge } from '../api/get-charge';
import { applicationDetailKey } from '../api/get-application-detail';
import { getVoucherUuid } from '../api/get-voucher-uuid';
import type { LifecycleAnswer } from '../api/lifecycle-types';

/** Spec 02 §4: the voucher is looked for once a second, up to 15 times. */
export const voucherPoll = { attempts: 15, intervalMs: 1000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Where the user goes after the submit: the route the server answers in `navigate` (550115's
 * final node decides, 02 §4: Apply → the detail page with the result, else the application
 * list), else `returnTo`. Only a path of this site is followed.
 */
export function destinationOf(answer: Pick<LifecycleAnswer, 'navigate'>, returnTo: string): string {
  const to = answer.navigate?.trim();
  return to && /^\/(?![/\\])/.test(to) ? to : returnTo;
}

/**
 * After a successful submit. A business still running has no voucher yet (it exists once the
 * business completes): 提交成功 and straight to the destination (the server's `navigate`,
 * else the list or the to-do list it came from), no wait (issue 15). A business that completed
 * on submit asks 提交成功，是否需要打印凭证？ 否 goes to the destination; 是 polls
 * statement/getUUIDByBizSn for its voucher (there once its documents are written), opens the print page when it is there, else
 * says 流程未办结，暂时无法打印凭证 and goes to the destination.
 *
 * A charged business still running with its fee unpaid (02 §3 "Payment"): one whose flow
 * requires payment before completion goes to its detail, where the payment card is; one whose
 * payment is optional goes on as above, told the fee with a 去缴费 button.
 */
export function useAfterSubmit() {
  const t = useT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { modal, message, notification } = App.useApp();

  const findVoucher = useCallback(
    async (bizSn: string): Promise<string | null> => {
      for (let attempt = 1; attempt <= voucherPoll.attempts; attempt += 1) {
        try {
          const uuid = await getVoucherUuid(bizSn);
          if (uuid) {
            // the detail read next shows the documents
            void client.invalidateQueries({ queryKey: applicationDetailKey });
            return uuid;
          }
        } catch {
          // a failed look is one of the fifteen; the next may succeed
        }
        if (attempt < voucherPoll.attempts) await sleep(voucherPoll.intervalMs);
      }
      return null;
    },
    [client],
  );

  /** Where a submitted business whose fee is due goes instead of `destination`, if anywhere. */
  const toPayment = useCallback(
    async (bizSn: string, destination: string) => {
      const charge = await getCharge(bizSn).catch(() => null);
      if (!charge || charge.payResult || !charge.mayPay || new Decimal(charge.realAmount).isZero()) return destination;
      const amount = formatAmount(charge.realAmount, 2);
      const detail = links.businessDetail(bizSn);
      if (charge.paymentRequired) {
        void message.info(<span data-testid="submit-payment-due">{t('payment.dueNow', { amount })}</span>);
        return detail;
      }
      const key = `payment-${bizSn}`;
      notification.info({
        key,
        message: <span data-testid="submit-payment-due">{t('payment.dueLater', { amount })}</span>,
        actions: (
          <Button
            type="primary"
            size="small"
            data-testid="submit-go-pay"
            onClick={() => {
              notification.destroy(key);
              navigate(detail);
            }}
          >
            {t('payment.goPay')}
          </Button>
        ),
      });
      return destination;
    },
    [message, notification, navigate, t],
  );

  return useCallback(
    (answer: LifecycleAnswer, returnTo: string, charged = false) => {
      const destination = destinationOf(answer, returnTo);
      if (answer.status !== 'approved') {
        // 提交成功 as the page changes, never before: the charge is read first where there is one
        const leave = (to: string) => {
          void message.success(<span data-testid="submit-success">{t('apply.submitted')}</span>);
          navigate(to);
        };
        if (charged) void toPayment(answer.bizSn, destination).then(leave);
        else leave(destination);
        return;
      }
      modal.confirm({
        title: t('http.tip'),
        content: <span data-testid="submit-success">{t('apply.printAsk')}</span>,
        okText: t('form.yes'),
        cancelText: t('form.no'),
        closable: false,
        maskClosable: false,
        keyboard: false,
        onCancel: () => navigate(destination),
        onOk: async () => {
          const voucher = await findVoucher(answer.bizSn);
          if (voucher) {
            navigate(links.processPdf(voucher));
          } else {
            void message.warning(t('apply.voucherTimeout'));
            navigate(destination);
          }
        },
      });
    },
    [modal, message, navigate, findVoucher, toPayment, t],
  );
}
