-- Benefits-administration registration asks the spec's waiting periods (spec 3: '1st of month after hire date',
-- '1 month', '2 months'), the renewal's and the company's own (issue 34 item 7). Leads saved with the former
-- choices move to the nearest one that is no earlier for the employee: none and the 1st of the month after hire
-- become the 1st of the month after hire, 30 days one month, 60 and 90 days two months.
UPDATE "ben_admin_leads" SET "probationary_period" = CASE "probationary_period"
  WHEN 'none' THEN 'first_of_month_after_hire'
  WHEN 'thirty_days' THEN 'one_month'
  WHEN 'sixty_days' THEN 'two_months'
  WHEN 'ninety_days' THEN 'two_months'
  ELSE "probationary_period"
END
WHERE "probationary_period" IN ('none', 'thirty_days', 'sixty_days', 'ninety_days');
