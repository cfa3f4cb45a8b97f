import type { PostSeed } from './types';

export const aiRoiPost: PostSeed = {
  id: 'ai-roi',
  category: 'Automatisation IA',
  expectedTraffic: 900,
  searchIntent: 'commercial',
  competitionLevel: 'medium',
  schemaType: 'Article',
  image: '/images/blog/ai-roi.jpg',
  author: 'Marc Favre',
  publishedAt: '2026-07-14T08:00:00.000Z',
  updatedAt: '2026-07-14T08:00:00.000Z',
  text: {
    fr: {
      title: "ROI de l'automatisation IA : le calculer avant d'investir",
      slug: 'calculer-roi-automatisation-ia',
      excerpt:
        "Formule, gains, coûts et exemple chiffré pour une PME de 10 personnes : comment estimer la rentabilité d'un projet d'automatisation IA avant de signer.",
      metaTitle: 'ROI automatisation IA : méthode et exemple chiffré',
      metaDescription:
        "Calculez le ROI d'une automatisation IA avant d'investir : formule, gains, coûts réels et exemple d'une PME de 10 personnes à 187 % la première année.",
      altText:
        "Illustration sombre d'un graphique à barres ascendant, traversé par une courbe de tendance lumineuse et entouré de quelques cercles évoquant des pièces de monnaie.",
      targetKeywords: [
        'ROI automatisation IA',
        'automatisation PME',
        'coût automatisation',
        'rentabilité IA',
      ],
      tags: ['ROI', 'Rentabilité', 'PME', 'Automatisation IA'],
      content: `Avant de signer un devis d'automatisation, tout dirigeant de PME se pose la même question : est-ce que ce projet va rapporter plus qu'il ne coûte ? La bonne nouvelle, c'est qu'il n'est pas nécessaire d'attendre la fin du projet pour y répondre. Avec une méthode simple, quelques chiffres tirés de votre propre activité et un peu d'honnêteté sur les coûts, vous pouvez estimer le ROI d'une automatisation IA avant d'investir le moindre franc. Ce guide vous donne la formule, la liste de ce qui compte vraiment comme gains et comme coûts, un exemple chiffré complet pour une PME de 10 personnes, et les erreurs qui font s'effondrer la rentabilité d'un projet.

## La formule du ROI, sans jargon

Le retour sur investissement compare ce qu'un projet vous rapporte à ce qu'il vous coûte, sur une période donnée (en général la première année) :

**ROI = (gains − coûts) ÷ coûts × 100**

Un ROI de 100 % signifie que le projet a rapporté deux fois sa mise : vous récupérez votre investissement et vous gagnez la même somme en plus. Un ROI de 0 % signifie que vous êtes tout juste rentré dans vos frais.

### Le délai de retour, l'indicateur complémentaire

Le ROI dit *combien* un projet rapporte ; le délai de retour dit *quand* vous récupérez votre mise. Il se calcule en divisant le coût total par le gain mensuel moyen. Pour une PME attentive à sa trésorerie, ce second chiffre est souvent aussi important que le premier.

### Choisir la bonne période

Calculez toujours le ROI sur 12 mois, puis sur 24 mois. La première année porte le coût de mise en place ; les suivantes ne portent plus que les frais récurrents. Comparer les deux évite de juger un projet uniquement sur son année la plus chère.

## Ce qui compte comme gains

C'est la partie que les dirigeants sous-estiment le plus souvent, car les gains de l'automatisation PME sont dispersés dans toute l'entreprise.

### Le temps gagné

En moyenne, 30 % du temps d'une équipe part dans des tâches manuelles : ressaisir des factures, copier des données d'un outil à l'autre, relancer des clients, préparer des rapports. Pour valoriser ce temps, multipliez les heures libérées par le coût horaire complet d'un collaborateur (salaire, charges sociales, poste de travail). Attention : une heure gagnée n'a de valeur que si elle est réaffectée à un travail utile, comme la vente, le conseil ou la qualité.

### Moins d'erreurs

Une facture mal saisie, une commande oubliée ou un doublon dans le CRM coûtent de l'argent : avoirs, gestes commerciaux, temps de correction, parfois un client perdu. Estimez ce que ces incidents vous coûtent aujourd'hui sur une année, puis la part qu'un processus automatisé permet d'éviter.

### Des réponses plus rapides

Un client qui attend une réponse pendant deux jours va voir ailleurs. Sans chatbot, 70 % des visiteurs d'un site repartent sans laisser de trace. Un assistant qui répond 24h/24, par exemple un chatbot WhatsApp, transforme une partie de ces visites en demandes concrètes.

### Plus de leads, mieux suivis

L'automatisation ne fait pas qu'économiser : elle aide aussi à vendre. Relances automatiques, qualification des demandes par l'IA, synchronisation avec le CRM : moins de prospects passent entre les mailles du filet. Pour le chiffrer, partez de votre marge moyenne par nouveau client, pas de votre chiffre d'affaires.

## Ce qui compte comme coûts

Un calcul honnête du coût d'une automatisation intègre toutes les dépenses, pas seulement le devis initial :

- **Mise en place** : l'audit, la conception et le développement des workflows. Chez Automatia, une implémentation n8n coûte entre CHF 6'500 et CHF 21'500 ; un chatbot WhatsApp entre CHF 2'500 et CHF 8'000.
- **Abonnements et exploitation** : hébergement, licences, appels aux API d'IA comme OpenAI. Pour un chatbot WhatsApp, comptez CHF 200 à 500 par mois.
- **Formation** : 4 heures pour n8n et 2 heures pour un chatbot sont incluses, mais le temps que vos collaborateurs y consacrent reste un coût interne.
- **Maintenance** : mises à jour, surveillance, adaptation des workflows quand vos outils changent. Les 30 premiers jours de support sont gratuits ; prévoyez ensuite un budget annuel.
- **Temps interne du projet** : les heures que vous passez à expliquer vos processus, à tester et à valider.

Pour le détail de nos offres, consultez nos [automatisations métiers](/services#automatisations-metiers). Si votre entreprise est installée au Maroc, des dispositifs de financement peuvent couvrir jusqu'à 80 % de l'investissement, ce qui change radicalement le calcul : voyez notre page [Maroc](/services/morocco).

## Exemple chiffré : une PME de 10 personnes

Imaginons une fiduciaire fictive de 10 personnes. Le coût horaire complet moyen d'un collaborateur y est estimé à CHF 60. L'entreprise automatise la saisie des factures fournisseurs, la synchronisation de son CRM et les relances clients, et ajoute un assistant qui répond aux questions fréquentes. Tous les montants ci-dessous sont hypothétiques et servent uniquement à illustrer la méthode.

| Poste | Hypothèse | Montant année 1 |
|---|---|---|
| Mise en place n8n et assistant IA | audit, pilote, déploiement | CHF 14'000 |
| Abonnements et API | CHF 200 par mois | CHF 2'400 |
| Temps interne (formation, tests) | 25 heures à CHF 60 | CHF 1'500 |
| Maintenance après la période gratuite | forfait annuel | CHF 2'100 |
| **Total des coûts** | | **CHF 20'000** |
| Temps gagné | 600 heures à CHF 60 | CHF 36'000 |
| Erreurs évitées | avoirs, corrections, doublons | CHF 4'400 |
| Nouveaux clients grâce aux réponses rapides | marge supplémentaire | CHF 12'000 |
| Renfort temporaire évité en haute saison | coût externe économisé | CHF 5'000 |
| **Total des gains** | | **CHF 57'400** |

Le calcul : (57'400 − 20'000) ÷ 20'000 × 100 = **187 % de ROI la première année**. Autrement dit, chaque franc investi en rapporte 2,87.

Notez que l'hypothèse de temps gagné est prudente. Avec 10 personnes qui travaillent chacune environ 1'800 heures par an, les tâches manuelles représentent quelque 5'400 heures ; l'exemple n'en automatise qu'environ 11 %. Si les gains étaient répartis régulièrement sur l'année, l'investissement serait remboursé en un peu plus de quatre mois.

## Pourquoi notre moyenne tourne autour de 300 %

Sur l'ensemble de nos projets, le ROI moyen constaté est de 300 %. Pourquoi l'exemple ci-dessus n'affiche-t-il « que » 187 % ? Pour trois raisons :

1. **La première année porte tout le coût de mise en place.** Dès la deuxième année, il ne reste que les abonnements et la maintenance, alors que les gains continuent.
2. **Les hypothèses de l'exemple sont volontairement prudentes.** Nous n'y avons compté qu'une petite partie des heures manuelles réellement automatisables.
3. **La montée en charge réutilise l'existant.** Une fois l'infrastructure en place, chaque nouveau processus automatisé coûte moins cher que le premier, ce qui fait grimper le rendement global.

La rentabilité de l'IA se construit donc dans la durée. Mais une moyenne n'est pas une promesse pour chaque cas : c'est précisément pour cela qu'il faut refaire le calcul avec vos propres chiffres.

## Investir par étapes pour limiter le risque

La meilleure façon de protéger votre ROI est de ne pas tout miser d'un coup. Nos projets se déroulent en trois phases :

- **Audit (2 semaines)** : nous cartographions vos processus, mesurons le temps réellement passé et identifions les deux ou trois automatisations au meilleur rapport entre gain et effort.
- **Pilote (1 mois)** : nous automatisons un seul processus, mesurons les résultats réels et les comparons à l'estimation de départ.
- **Montée en charge (2 à 6 mois)** : nous étendons ce qui a fait ses preuves à d'autres équipes et à d'autres processus.

À chaque étape, vous décidez de continuer ou non sur la base de chiffres mesurés, pas de promesses. Les premiers résultats sont généralement visibles dès la première semaine du pilote.

## Les erreurs qui tuent le ROI

- **Automatiser un processus qui ne fonctionne pas.** Un processus confus, une fois automatisé, produit simplement des erreurs plus vite. Simplifiez d'abord, automatisez ensuite.
- **Oublier les coûts récurrents.** Un projet jugé uniquement sur son devis initial paraît toujours plus rentable qu'il ne l'est.
- **Ne pas mesurer la situation de départ.** Sans chronométrer les tâches avant le projet, impossible de prouver le gain après.
- **Négliger l'adoption.** Si l'équipe contourne l'outil et continue dans Excel, le gain tombe à zéro. La formation et l'implication des utilisateurs font partie de l'investissement.
- **Laisser les workflows sans surveillance.** Une intégration qui casse en silence peut coûter plus cher que ce qu'elle rapporte. Prévoyez des alertes et de la maintenance.
- **Viser trop grand, trop vite.** Un projet géant sans pilote multiplie les risques ; un premier succès mesuré finance la suite.

## Conclusion : faites le calcul avant de signer

Le ROI d'une automatisation IA n'est ni un mystère ni un acte de foi. Listez vos gains (temps, erreurs, réactivité, ventes), listez tous vos coûts, appliquez la formule sur 12 puis 24 mois, et validez l'estimation avec un pilote. Vous voulez faire cet exercice avec vos propres chiffres ? [Réservez une consultation gratuite de 15 minutes](/contact) : nous identifierons ensemble les processus les plus rentables à automatiser dans votre entreprise, et nous vous répondons sous 24h.`,
    },
    en: {
      title: 'AI automation ROI: how to calculate it before you invest',
      slug: 'calculate-ai-automation-roi',
      excerpt:
        'Formula, gains, costs and a worked example for a 10-person SME: how to estimate the profitability of an AI automation project before you sign.',
      metaTitle: 'AI automation ROI: method and worked example',
      metaDescription:
        'Calculate the ROI of an AI automation project before investing: the formula, real gains and costs, and a 10-person SME example reaching 187% in year one.',
      altText:
        'Dark illustration of a rising bar chart crossed by a glowing upward trend line, surrounded by a few coin-like circles.',
      targetKeywords: [
        'AI automation ROI',
        'SME automation',
        'automation cost',
        'AI profitability',
      ],
      tags: ['ROI', 'Profitability', 'SME', 'AI automation'],
      content: `Before signing an automation quote, every SME owner asks the same question: will this project bring in more than it costs? The good news is that you don't have to wait until the project is finished to find out. With a simple method, a few figures taken from your own business and a little honesty about costs, you can estimate the ROI of AI automation before spending a single franc. This guide gives you the formula, the list of what really counts as gains and as costs, a complete worked example for a 10-person SME, and the mistakes that make a project's profitability collapse.

## The ROI formula, without the jargon

Return on investment compares what a project brings in with what it costs over a given period (usually the first year):

**ROI = (gains − costs) ÷ costs × 100**

An ROI of 100% means the project returned twice its stake: you get your investment back and earn the same amount on top. An ROI of 0% means you have only just broken even.

### Payback period, the companion indicator

ROI tells you *how much* a project earns; the payback period tells you *when* you get your money back. It is calculated by dividing the total cost by the average monthly gain. For an SME that keeps a close eye on its cash flow, this second figure often matters as much as the first.

### Choosing the right period

Always calculate ROI over 12 months, then over 24 months. The first year carries the set-up cost; the following years carry only the recurring costs. Comparing the two stops you from judging a project solely on its most expensive year.

## What counts as gains

This is the part owners most often underestimate, because the gains from SME automation are spread across the whole company.

### Time saved

On average, 30% of a team's time goes to manual tasks: re-keying invoices, copying data from one tool to another, chasing customers, preparing reports. To value that time, multiply the hours freed up by an employee's fully loaded hourly cost (salary, social charges, workstation). Be careful: an hour saved is only worth something if it is redirected to useful work, such as sales, advice or quality.

### Fewer errors

A wrongly entered invoice, a forgotten order or a duplicate in the CRM all cost money: credit notes, goodwill discounts, time spent on corrections, sometimes a lost customer. Estimate what these incidents cost you over a year today, then the share that an automated process can prevent.

### Faster replies

A customer who waits two days for an answer goes elsewhere. Without a chatbot, 70% of a website's visitors leave without a trace. An assistant that replies around the clock, such as a WhatsApp chatbot, turns some of those visits into real enquiries.

### More leads, better followed up

Automation doesn't just save money; it also helps you sell. Automatic follow-ups, AI qualification of enquiries, synchronisation with the CRM: fewer prospects slip through the net. To put a figure on it, start from your average margin per new customer, not from your turnover.

## What counts as costs

An honest calculation of automation cost includes every expense, not just the initial quote:

- **Implementation**: the audit, design and development of the workflows. At Automatia, an n8n implementation costs between CHF 6,500 and CHF 21,500; a WhatsApp chatbot between CHF 2,500 and CHF 8,000.
- **Subscriptions and running costs**: hosting, licences, calls to AI APIs such as OpenAI. For a WhatsApp chatbot, allow CHF 200 to 500 per month.
- **Training**: 4 hours for n8n and 2 hours for a chatbot are included, but the time your staff spend on it is still an internal cost.
- **Maintenance**: updates, monitoring, adapting the workflows when your tools change. The first 30 days of support are free; after that, plan an annual budget.
- **Internal project time**: the hours you spend explaining your processes, testing and signing off.

For the details of our offers, see our [business process automation](/services#automatisations-metiers). If your company is based in Morocco, financing schemes can cover up to 80% of the investment, which changes the calculation radically: see our [Morocco](/services/morocco) page.

## Worked example: a 10-person SME

Let's imagine a fictional 10-person accounting firm. The average fully loaded hourly cost of an employee there is estimated at CHF 60. The firm automates supplier invoice entry, CRM synchronisation and customer reminders, and adds an assistant that answers frequently asked questions. All the amounts below are hypothetical and serve only to illustrate the method.

| Item | Assumption | Amount in year 1 |
|---|---|---|
| n8n and AI assistant set-up | audit, pilot, roll-out | CHF 14,000 |
| Subscriptions and APIs | CHF 200 per month | CHF 2,400 |
| Internal time (training, tests) | 25 hours at CHF 60 | CHF 1,500 |
| Maintenance after the free period | annual flat fee | CHF 2,100 |
| **Total costs** | | **CHF 20,000** |
| Time saved | 600 hours at CHF 60 | CHF 36,000 |
| Errors avoided | credit notes, corrections, duplicates | CHF 4,400 |
| New customers thanks to faster replies | additional margin | CHF 12,000 |
| Temporary staff not needed in peak season | external cost saved | CHF 5,000 |
| **Total gains** | | **CHF 57,400** |

The calculation: (57,400 − 20,000) ÷ 20,000 × 100 = **187% ROI in the first year**. In other words, every franc invested brings back 2.87.

Note that the time-saved assumption is cautious. With 10 people each working about 1,800 hours a year, manual tasks represent some 5,400 hours; the example automates only about 11% of them. If the gains were spread evenly over the year, the investment would pay for itself in just over four months.

## Why our average is around 300%

Across all our projects, the average ROI observed is 300%. So why does the example above show "only" 187%? For three reasons:

1. **The first year carries the whole set-up cost.** From the second year on, only subscriptions and maintenance remain, while the gains continue.
2. **The example's assumptions are deliberately cautious.** We counted only a small share of the manual hours that can really be automated.
3. **Scaling reuses what already exists.** Once the infrastructure is in place, each new automated process costs less than the first, which pushes up the overall return.

AI profitability is therefore built over time. But an average is not a promise for every case: that is precisely why you should redo the calculation with your own figures.

## Invest in stages to limit the risk

The best way to protect your ROI is not to bet everything at once. Our projects run in three phases:

- **Audit (2 weeks)**: we map your processes, measure the time actually spent and identify the two or three automations with the best ratio of gain to effort.
- **Pilot (1 month)**: we automate a single process, measure the real results and compare them with the initial estimate.
- **Scaling (2 to 6 months)**: we extend what has proven itself to other teams and other processes.

At each stage, you decide whether to continue based on measured figures, not promises. The first results are usually visible in the first week of the pilot.

## Mistakes that kill ROI

- **Automating a process that doesn't work.** A muddled process, once automated, simply produces errors faster. Simplify first, then automate.
- **Forgetting recurring costs.** A project judged only on its initial quote always looks more profitable than it really is.
- **Not measuring the starting point.** If you don't time the tasks before the project, you can't prove the gain afterwards.
- **Neglecting adoption.** If the team works around the tool and carries on in Excel, the gain drops to zero. Training and user involvement are part of the investment.
- **Leaving workflows unmonitored.** An integration that breaks silently can cost more than it earns. Plan for alerts and maintenance.
- **Aiming too big, too fast.** A giant project without a pilot multiplies the risks; a first measured success funds what comes next.

## Conclusion: do the maths before you sign

The ROI of AI automation is neither a mystery nor an act of faith. List your gains (time, errors, responsiveness, sales), list all your costs, apply the formula over 12 and then 24 months, and validate the estimate with a pilot. Want to run this exercise with your own figures? [Book a free 15-minute consultation](/contact): together we will identify the most profitable processes to automate in your business, and we reply within 24h.`,
    },
    ar: {
      title: 'عائد الاستثمار في الأتمتة بالذكاء الاصطناعي: احسبه قبل أن تستثمر',
      slug: 'حساب-عائد-الأتمتة-بالذكاء-الاصطناعي',
      excerpt:
        'المعادلة والمكاسب والتكاليف ومثال مرقّم لشركة من 10 أشخاص: كيف تقدّر ربحية مشروع أتمتة بالذكاء الاصطناعي قبل التوقيع.',
      metaTitle: 'عائد الأتمتة بالذكاء الاصطناعي: الطريقة ومثال مرقّم',
      metaDescription:
        'احسب عائد الاستثمار في مشروع أتمتة بالذكاء الاصطناعي قبل أن تستثمر: المعادلة، والمكاسب والتكاليف الحقيقية، ومثال لشركة من 10 أشخاص بعائد 187% في سنتها الأولى.',
      altText:
        'رسم توضيحي داكن لمخطط أعمدة صاعد يعبره خط اتجاه مضيء نحو الأعلى، وحوله بضع دوائر تشبه القطع النقدية.',
      targetKeywords: [
        'عائد الاستثمار في الأتمتة بالذكاء الاصطناعي',
        'أتمتة الشركات الصغيرة والمتوسطة',
        'تكلفة الأتمتة',
        'ربحية الذكاء الاصطناعي',
      ],
      tags: ['عائد الاستثمار', 'الربحية', 'الشركات الصغيرة والمتوسطة', 'الأتمتة بالذكاء الاصطناعي'],
      content: `قبل توقيع عرض سعر لمشروع أتمتة، يطرح كل مدير شركة صغيرة أو متوسطة السؤال نفسه: هل سيدرّ هذا المشروع أكثر مما يكلّف؟ والخبر السار أنك لست مضطرًا إلى انتظار نهاية المشروع لتعرف الجواب. فبطريقة بسيطة، وبعض الأرقام المستخرجة من نشاطك الفعلي، وقليل من الصراحة بشأن التكاليف، يمكنك تقدير عائد الاستثمار في الأتمتة بالذكاء الاصطناعي قبل أن تنفق فرنكًا واحدًا. يقدّم لك هذا الدليل المعادلة، وقائمة ما يُحتسب فعلًا مكاسب وما يُحتسب تكاليف، ومثالًا مرقّمًا كاملًا لشركة من 10 أشخاص، والأخطاء التي تقضي على ربحية المشروع.

## معادلة العائد على الاستثمار بلا تعقيد

يقارن العائد على الاستثمار ما يدرّه المشروع بما يكلّفه خلال فترة محددة (عادةً السنة الأولى):

**العائد على الاستثمار = (المكاسب − التكاليف) ÷ التكاليف × 100**

يعني العائد بنسبة 100% أن المشروع درّ ضعف ما استُثمر فيه: تسترجع استثمارك وتربح المبلغ نفسه فوقه. أما العائد بنسبة 0% فيعني أنك غطّيت تكاليفك بالكاد.

### مدة الاسترداد، المؤشر المكمّل

يخبرك العائد على الاستثمار *بكم* يربح المشروع، أما مدة الاسترداد فتخبرك *متى* تستعيد ما أنفقته. وتُحسب بقسمة التكلفة الإجمالية على متوسط المكسب الشهري. وبالنسبة إلى شركة صغيرة تحرص على سيولتها، كثيرًا ما يكون هذا الرقم الثاني بأهمية الأول.

### اختيار الفترة المناسبة

احسب العائد دائمًا على 12 شهرًا، ثم على 24 شهرًا. فالسنة الأولى تتحمّل تكلفة الإنشاء، بينما لا تتحمّل السنوات التالية سوى المصاريف المتكررة. والمقارنة بين الرقمين تجنّبك الحكم على المشروع من خلال أغلى سنواته وحدها.

## ما الذي يُحتسب مكاسب؟

هذا هو الجزء الذي يستهين به المديرون في أغلب الأحيان، لأن مكاسب أتمتة الشركات الصغيرة والمتوسطة موزّعة على الشركة بأكملها.

### الوقت الموفَّر

في المتوسط، يذهب 30% من وقت الفريق في مهام يدوية: إعادة إدخال الفواتير، ونسخ البيانات من أداة إلى أخرى، ومتابعة العملاء، وإعداد التقارير. ولتقييم هذا الوقت، اضرب الساعات المحرَّرة في التكلفة الكاملة لساعة عمل الموظف (الراتب، والاشتراكات الاجتماعية، ومكان العمل). لكن انتبه: لا قيمة للساعة الموفَّرة إلا إذا أُعيد توجيهها إلى عمل مفيد، كالبيع أو الاستشارة أو الجودة.

### أخطاء أقل

فاتورة مُدخلة بشكل خاطئ، أو طلبية منسية، أو سجل مكرر في نظام CRM، كلها تكلّف مالًا: إشعارات دائنة، وتخفيضات تجارية لإرضاء العملاء، ووقت للتصحيح، وأحيانًا عميل يضيع. قدّر ما تكلّفك هذه الحوادث اليوم على مدى سنة، ثم الجزء الذي تستطيع عملية مؤتمتة أن تتفاداه.

### ردود أسرع

العميل الذي ينتظر الرد يومين يذهب إلى غيرك. ومن دون روبوت محادثة، يغادر 70% من زوار الموقع دون أن يتركوا أي أثر. والمساعد الذي يرد على مدار الساعة، مثل روبوت محادثة WhatsApp، يحوّل جزءًا من هذه الزيارات إلى طلبات فعلية.

### عملاء محتملون أكثر ومتابعة أفضل

لا تقتصر الأتمتة على التوفير، بل تساعد على البيع أيضًا. فالمتابعة التلقائية، وتأهيل الطلبات بالذكاء الاصطناعي، والمزامنة مع نظام CRM، كلها تقلّل عدد العملاء المحتملين الذين يفلتون منك. ولتقدير ذلك بالأرقام، انطلق من هامش ربحك المتوسط عن كل عميل جديد، لا من رقم معاملاتك.

## ما الذي يُحتسب تكاليف؟

الحساب النزيه لتكلفة الأتمتة يشمل كل النفقات، لا عرض السعر الأولي وحده:

- **الإنشاء**: التدقيق، وتصميم مسارات العمل وتطويرها. لدى Automatia، تتراوح تكلفة تنفيذ n8n بين CHF 6,500 و CHF 21,500، وتكلفة روبوت محادثة WhatsApp بين CHF 2,500 و CHF 8,000.
- **الاشتراكات والتشغيل**: الاستضافة، والتراخيص، واستدعاءات واجهات API للذكاء الاصطناعي مثل OpenAI. وبالنسبة إلى روبوت محادثة WhatsApp، احسب ما بين CHF 200 و500 شهريًا.
- **التدريب**: 4 ساعات لـ n8n وساعتان لروبوت المحادثة مشمولة في العرض، لكن الوقت الذي يخصصه موظفوك لها يبقى تكلفة داخلية.
- **الصيانة**: التحديثات، والمراقبة، وتكييف مسارات العمل عندما تتغير أدواتك. الأيام الثلاثون الأولى من الدعم مجانية، وبعدها خصّص ميزانية سنوية.
- **الوقت الداخلي للمشروع**: الساعات التي تقضيها في شرح عملياتك، وفي الاختبار والمصادقة.

للاطلاع على تفاصيل عروضنا، راجع صفحة [أتمتة العمليات المهنية](/services#automatisations-metiers). وإذا كانت شركتك في المغرب، فقد تغطي آليات التمويل ما يصل إلى 80% من الاستثمار، وهذا يغيّر الحساب جذريًا: اطّلع على صفحة [المغرب](/services/morocco).

## مثال مرقّم: شركة من 10 أشخاص

لنتخيّل مكتب محاسبة افتراضيًا يعمل فيه 10 أشخاص. تُقدَّر التكلفة الكاملة المتوسطة لساعة عمل الموظف فيه بـ CHF 60. يؤتمت المكتب إدخال فواتير الموردين، ومزامنة نظام CRM، وتذكير العملاء، ويضيف مساعدًا يجيب عن الأسئلة المتكررة. جميع المبالغ أدناه افتراضية، والغرض منها توضيح الطريقة فقط.

| البند | الفرضية | المبلغ في السنة الأولى |
|---|---|---|
| إنشاء n8n ومساعد ذكاء اصطناعي | تدقيق، ومشروع تجريبي، ونشر | CHF 14,000 |
| الاشتراكات وواجهات API | CHF 200 شهريًا | CHF 2,400 |
| الوقت الداخلي (تدريب، اختبارات) | 25 ساعة بسعر CHF 60 | CHF 1,500 |
| الصيانة بعد الفترة المجانية | مبلغ سنوي ثابت | CHF 2,100 |
| **مجموع التكاليف** | | **CHF 20,000** |
| الوقت الموفَّر | 600 ساعة بسعر CHF 60 | CHF 36,000 |
| الأخطاء التي جرى تفاديها | إشعارات دائنة، وتصحيحات، وسجلات مكررة | CHF 4,400 |
| عملاء جدد بفضل الردود السريعة | هامش ربح إضافي | CHF 12,000 |
| عمالة مؤقتة لم تعد ضرورية في موسم الذروة | تكلفة خارجية موفَّرة | CHF 5,000 |
| **مجموع المكاسب** | | **CHF 57,400** |

الحساب: (57,400 − 20,000) ÷ 20,000 × 100 = **عائد على الاستثمار بنسبة 187% في السنة الأولى**. بعبارة أخرى، كل فرنك مستثمر يعود بـ 2.87 فرنك.

لاحظ أن فرضية الوقت الموفَّر حذرة. فمع 10 أشخاص يعمل كل منهم نحو 1,800 ساعة في السنة، تمثّل المهام اليدوية قرابة 5,400 ساعة، ولا يؤتمت المثال سوى نحو 11% منها. ولو توزّعت المكاسب بانتظام على مدار السنة، لاستُردّ الاستثمار في ما يزيد قليلًا على أربعة أشهر.

## لماذا يبلغ متوسطنا نحو 300%؟

على مستوى جميع مشاريعنا، يبلغ متوسط العائد على الاستثمار 300%. فلماذا لا يُظهر المثال أعلاه «سوى» 187%؟ لثلاثة أسباب:

1. **السنة الأولى تتحمّل تكلفة الإنشاء كاملة.** فابتداءً من السنة الثانية لا يبقى سوى الاشتراكات والصيانة، في حين تستمر المكاسب.
2. **فرضيات المثال حذرة عن قصد.** لم نحتسب فيه سوى جزء صغير من الساعات اليدوية القابلة فعلًا للأتمتة.
3. **التوسّع يعيد استخدام ما هو قائم.** فبمجرد أن تصبح البنية التحتية جاهزة، تكون كل عملية مؤتمتة جديدة أقل تكلفة من الأولى، مما يرفع العائد الإجمالي.

فربحية الذكاء الاصطناعي تُبنى إذن مع الوقت. لكن المتوسط ليس وعدًا لكل حالة، ولهذا السبب تحديدًا ينبغي إعادة الحساب بأرقامك الخاصة.

## الاستثمار على مراحل للحدّ من المخاطر

أفضل طريقة لحماية عائدك هي ألّا تراهن بكل شيء دفعة واحدة. تسير مشاريعنا في ثلاث مراحل:

- **التدقيق (أسبوعان)**: نرسم خريطة عملياتك، ونقيس الوقت المستغرق فعليًا، ونحدد عمليتين أو ثلاثًا للأتمتة تحقق أفضل نسبة بين المكسب والجهد.
- **المشروع التجريبي (شهر واحد)**: نؤتمت عملية واحدة فقط، ونقيس النتائج الحقيقية، ونقارنها بالتقدير الأولي.
- **التوسّع (من شهرين إلى 6 أشهر)**: نعمّم ما أثبت نجاحه على فرق وعمليات أخرى.

في كل مرحلة، تقرّر الاستمرار من عدمه بناءً على أرقام مقيسة لا على وعود. وعادةً ما تظهر النتائج الأولى منذ الأسبوع الأول من المشروع التجريبي.

## الأخطاء التي تقضي على العائد

- **أتمتة عملية لا تعمل أصلًا.** العملية المرتبكة، حين تُؤتمت، لا تفعل سوى إنتاج الأخطاء بسرعة أكبر. بسّط أولًا، ثم أتمِت.
- **نسيان التكاليف المتكررة.** المشروع الذي يُحكم عليه من خلال عرض السعر الأولي وحده يبدو دائمًا أكثر ربحية مما هو عليه فعلًا.
- **عدم قياس نقطة الانطلاق.** إذا لم تقِس مدة المهام قبل المشروع، فلن تستطيع إثبات المكسب بعده.
- **إهمال تبنّي الأداة.** إذا تحايل الفريق على الأداة واستمر في العمل على Excel، ينخفض المكسب إلى الصفر. التدريب وإشراك المستخدمين جزء من الاستثمار.
- **ترك مسارات العمل دون مراقبة.** التكامل الذي يتعطل بصمت قد يكلّف أكثر مما يدرّ. خطّط للتنبيهات والصيانة.
- **الطموح الكبير بسرعة كبيرة.** المشروع الضخم بلا تجربة أولية يضاعف المخاطر، أما النجاح الأول المقيس فيموّل ما بعده.

## الخلاصة: احسب قبل أن توقّع

عائد الاستثمار في الأتمتة بالذكاء الاصطناعي ليس لغزًا ولا مسألة إيمان. دوّن مكاسبك (الوقت، والأخطاء، وسرعة الاستجابة، والمبيعات)، ودوّن كل تكاليفك، وطبّق المعادلة على 12 ثم 24 شهرًا، ثم تحقّق من التقدير عبر مشروع تجريبي. هل تريد إجراء هذا التمرين بأرقامك الخاصة؟ [احجز استشارة مجانية مدتها 15 دقيقة](/contact): سنحدد معًا العمليات الأكثر ربحية للأتمتة في شركتك، ونرد عليك خلال 24 ساعة.`,
    },
    'ar-ma': {
      title: 'المردودية ديال الأتمتة بالذكاء الاصطناعي: حسبها قبل ما تستثمر',
      slug: 'كيفاش-تحسب-مردودية-الأتمتة',
      excerpt:
        'المعادلة، الأرباح، التكاليف ومثال بالأرقام ديال مقاولة فيها 10 ديال الناس: كيفاش تعرف واش مشروع الأتمتة غادي يربّح قبل ما توقّع.',
      metaTitle: 'مردودية الأتمتة بالذكاء الاصطناعي: الطريقة والمثال',
      metaDescription:
        'حسب المردودية ديال مشروع أتمتة بالذكاء الاصطناعي قبل ما تستثمر: المعادلة، الأرباح والتكاليف، ومثال ديال مقاولة فيها 10 ديال الناس وصلات ل187% فالعام اللول.',
      altText:
        'رسم غامق ديال مبيان بالأعمدة طالع لفوق، فيه خط كيضوي طالع معاه، وداير بيه شي دوائر بحال البياسات ديال الفلوس.',
      targetKeywords: [
        'المردودية ديال الأتمتة بالذكاء الاصطناعي',
        'أتمتة المقاولات الصغيرة',
        'الكلفة ديال الأتمتة',
        'الربح من الذكاء الاصطناعي',
      ],
      tags: ['المردودية', 'المقاولات الصغيرة', 'الذكاء الاصطناعي', 'الأتمتة'],
      content: `قبل ما توقّع على شي عرض ثمن ديال الأتمتة، كل مسيّر ديال مقاولة صغيرة كيطرح نفس السؤال: واش هاد المشروع غادي يدخّل كثر من داكشي اللي غادي يكلّف؟ الخبر المزيان هو أنك ما محتاجش تتسنى حتى يسالي المشروع باش تعرف الجواب. بطريقة ساهلة، وشوية ديال الأرقام من الخدمة ديالك، وشوية ديال الصراحة فالتكاليف، تقدر تقدّر المردودية ديال الأتمتة بالذكاء الاصطناعي قبل ما تخرّج حتى فرنك. فهاد الدليل غادي تلقى المعادلة، شنو اللي كيتحسب ربح وشنو اللي كيتحسب تكلفة، مثال كامل بالأرقام ديال مقاولة فيها 10 ديال الناس، والغلطات اللي كيقتلو المردودية ديال أي مشروع.

## المعادلة ديال المردودية بلا تعقيد

المردودية (ولا الـROI) كتقارن داكشي اللي كيدخّل ليك المشروع مع داكشي اللي كيكلّفك، فواحد المدة محددة (غالبا العام اللول):

**المردودية = (الأرباح − التكاليف) ÷ التكاليف × 100**

إلا كانت المردودية 100%، معناها المشروع رجّع ليك جوج مرات داكشي اللي حطّيتي: كترجّع الفلوس ديالك وكتربح نفس المبلغ زايد عليهم. وإلا كانت 0%، معناها غير جبتي راس المال ديالك، بلا ربح بلا خسارة.

### مدة الاسترجاع، المؤشر اللي كيكمّل

المردودية كتقول ليك *شحال* كيربّح المشروع؛ ومدة الاسترجاع كتقول ليك *إمتى* غادي ترجع ليك الفلوس اللي حطّيتي. كتحسبها بقسمة التكلفة الكاملة على الربح المتوسط فالشهر. بالنسبة لمقاولة صغيرة اللي كتحسب حساب السيولة ديالها، هاد الرقم التاني بزاف ديال المرات كيكون مهم بحال اللول.

### ختار المدة المناسبة

ديما حسب المردودية على 12 شهر، ومن بعد على 24 شهر. العام اللول هو اللي كيتحمّل التكلفة ديال التركيب؛ والعوام اللي من بعد ما كيبقاو فيهم غير المصاريف اللي كتعاود. ملي كتقارن بيناتهم، ما غاديش تحكم على المشروع غير بالعام اللي كان فيه غالي.

## شنو اللي كيتحسب ربح؟

هادي هي الحاجة اللي كيصغّروها المسيّرين بزاف، حيت الأرباح ديال أتمتة المقاولات الصغيرة كتكون مفرّقة فالشركة كاملة.

### الوقت اللي كتربح

فالمتوسط، 30% من الوقت ديال الفريق كيمشي فخدمة يدوية: تعاود تدخّل الفواتير، تنقل المعطيات من برنامج لبرنامج، تعيّط على الكليان باش تفكّرهم، توجّد التقارير. باش تعطي قيمة لهاد الوقت، ضرب السوايع اللي تحرّرو فالتكلفة الكاملة ديال ساعة خدمة ديال الموظف (الخلصة، التحملات الاجتماعية، البلاصة ديال الخدمة). ولكن رد بالك: الساعة اللي ربحتي ما عندها قيمة غير إلا خدّمتيها فشي حاجة مفيدة، بحال البيع، الاستشارة ولا الجودة.

### غلطات قل

فاتورة تدخّلات غالطة، كوموند تنسات، ولا نفس الكليان مسجّل جوج مرات فالـCRM، كلشي هادشي كيكلّف الفلوس: فواتير تصحيحية، تخفيضات باش ترضي الكليان، وقت باش تصلّح، وشي مرات كليان كيمشي وما كيرجعش. حسب شحال كيكلّفوك هاد المشاكل دابا فالعام، ومن بعد شحال من جزء منهم تقدر تتفاداه عملية مؤتمتة.

### أجوبة أسرع

الكليان اللي كيتسنى الجواب يومين كيمشي عند شي واحد آخر. بلا شاتبوت، 70% ديال الناس اللي كيدخلو للموقع كيخرجو بلا ما يخليو حتى أثر. مساعد كيجاوب 24 ساعة على 24، بحال شاتبوت WhatsApp، كيحوّل جزء من هاد الزيارات لطلبات حقيقية.

### كليان محتملين كثر ومتابعة حسن

الأتمتة ماشي غير كتوفّر، راه حتى كتعاونك تبيع. التذكير الأوتوماتيكي، الفرز ديال الطلبات بالذكاء الاصطناعي، والمزامنة مع الـCRM: الكليان المحتملين اللي كيتزلقو من يدك كيوليو قلال. باش تحسبها بالأرقام، بدا من الهامش المتوسط اللي كتربح على كل كليان جديد، ماشي من رقم المعاملات.

## شنو اللي كيتحسب فالكلفة ديال الأتمتة؟

الحساب المعقول كيدخّل جميع المصاريف، ماشي غير عرض الثمن اللول:

- **التركيب**: الأوديت، التصميم والبرمجة ديال سير العمل. عند Automatia، التركيب ديال n8n كيكلّف بين CHF 6,500 و CHF 21,500، والشاتبوت ديال WhatsApp بين CHF 2,500 و CHF 8,000.
- **الاشتراكات والتشغيل**: الاستضافة، الرخص، والاستعمال ديال API ديال الذكاء الاصطناعي بحال OpenAI. بالنسبة لشاتبوت WhatsApp، حسب بين CHF 200 و500 فالشهر.
- **التكوين**: 4 سوايع ديال n8n وجوج سوايع ديال الشاتبوت داخلين فالثمن، ولكن الوقت اللي كيدوزو فيه الموظفين ديالك كيبقى تكلفة داخلية.
- **الصيانة**: التحديثات، المراقبة، والتعديل ديال سير العمل ملي كيتبدلو الأدوات ديالك. أول 30 يوم ديال الدعم فابور؛ ومن بعد خصك تحط ميزانية ديال العام.
- **الوقت الداخلي ديال المشروع**: السوايع اللي كتدوز وانت كتشرح كيفاش خدامين، كتجرّب وكتصادق.

باش تشوف التفاصيل ديال العروض ديالنا، دخل لصفحة [أتمتة الخدمة ديال المهن](/services#automatisations-metiers). وإلا كانت الشركة ديالك فالمغرب، كاينين برامج ديال التمويل اللي تقدر تغطي حتى 80% من الاستثمار، وهادشي كيبدّل الحساب من الساس: شوف صفحة [المغرب](/services/morocco).

## مثال بالأرقام: مقاولة فيها 10 ديال الناس

خلينا نتخيلو مكتب ديال المحاسبة من الخيال، خدامين فيه 10 ديال الناس. التكلفة الكاملة المتوسطة ديال ساعة خدمة ديال الموظف فيه مقدّرة ب CHF 60. المكتب كيأتمت الإدخال ديال فواتير المورّدين، المزامنة ديال الـCRM، والتذكير ديال الكليان، وكيزيد مساعد كيجاوب على الأسئلة اللي كتعاود بزاف. جميع المبالغ اللي لتحت افتراضية، وغير باش نوضحو الطريقة.

| البند | الفرضية | المبلغ فالعام اللول |
|---|---|---|
| التركيب ديال n8n ومساعد بالذكاء الاصطناعي | أوديت، تجربة، وتعميم | CHF 14,000 |
| الاشتراكات والـAPI | CHF 200 فالشهر | CHF 2,400 |
| الوقت الداخلي (تكوين، تجارب) | 25 ساعة ب CHF 60 | CHF 1,500 |
| الصيانة من بعد المدة الفابور | مبلغ ثابت فالعام | CHF 2,100 |
| **مجموع التكاليف** | | **CHF 20,000** |
| الوقت اللي تربح | 600 ساعة ب CHF 60 | CHF 36,000 |
| الغلطات اللي تفاديناها | فواتير تصحيحية، تصليحات، تكرار | CHF 4,400 |
| كليان جداد بفضل الأجوبة السريعة | هامش ربح زايد | CHF 12,000 |
| خدّامة مؤقتين ما بقاش خاصينهم فوقت الضغط | مصاريف برّانية توفّرات | CHF 5,000 |
| **مجموع الأرباح** | | **CHF 57,400** |

الحساب: (57,400 − 20,000) ÷ 20,000 × 100 = **مردودية ديال 187% فالعام اللول**. يعني كل فرنك حطّيتيه كيرجع ليك 2.87.

رد البال بلي الفرضية ديال الوقت اللي تربح محسوبة بالحذر. مع 10 ديال الناس، وكل واحد كيخدم تقريبا 1,800 ساعة فالعام، الخدمة اليدوية كتوصل لشي 5,400 ساعة؛ والمثال ما كيأتمت منها غير شي 11%. ولو كانت الأرباح مفرّقة بالتساوي على العام، كون رجعو الفلوس ديال الاستثمار فربعة شهور وشوية.

## علاش المتوسط ديالنا كيدور على 300%؟

فجميع المشاريع ديالنا، المتوسط ديال المردودية اللي كنلقاو هو 300%. إذن علاش المثال اللي فوق ما عطا «غير» 187%؟ على تلاتة ديال الأسباب:

1. **العام اللول هو اللي كيتحمّل التكلفة ديال التركيب كاملة.** من العام التاني، ما كيبقاو غير الاشتراكات والصيانة، والأرباح كتبقى مستمرة.
2. **الفرضيات ديال المثال درناها بالحذر قاصدين.** ما حسبنا فيها غير جزء صغير من السوايع اليدوية اللي تقدر تتأتمت بصح.
3. **التوسيع كيستعمل داكشي اللي ديجا كاين.** ملي كتكون البنية التحتية واجدة، كل عملية جديدة كتأتمتها كتكلّف قل من اللولة، وهادشي كيطلّع المردودية الإجمالية.

يعني الربح من الذكاء الاصطناعي كيتبنى مع الوقت. ولكن المتوسط ماشي وعد لكل حالة: وعلى هادشي بالضبط خصك تعاود الحساب بالأرقام ديالك نتا.

## استثمر مرحلة بمرحلة باش تنقّص المخاطرة

أحسن طريقة باش تحمي المردودية ديالك هي ما تغامرش بكلشي مرة وحدة. المشاريع ديالنا كتمشي على تلاتة ديال المراحل:

- **الأوديت (جوج سيمانات)**: كنرسمو الخريطة ديال العمليات ديالك، كنقيسو الوقت اللي كيمشي بصح، وكنحددو جوج ولا تلاتة ديال الأتمتات اللي فيهم أحسن علاقة بين الربح والمجهود.
- **التجربة (شهر واحد)**: كنأتمتو عملية وحدة، كنقيسو النتائج الحقيقية، وكنقارنوها مع التقدير اللول.
- **التوسيع (من 2 حتى 6 شهور)**: كنعمّمو داكشي اللي بان بلي خدام على فرق وعمليات أخرين.

فكل مرحلة، نتا اللي كتقرر واش تكمّل ولا لا، على حساب أرقام مقيوسة ماشي وعود. والنتائج اللولة غالبا كيبانو من السيمانة اللولى ديال التجربة.

## الغلطات اللي كيقتلو المردودية

- **تأتمت عملية اللي أصلا ما خدّاماش.** عملية مخربقة، ملي كتأتمتها، غير كتخرّج الغلطات بالزربة. بسّط اللول، ومن بعد أتمت.
- **تنسى المصاريف اللي كتعاود.** مشروع كتحكم عليه غير بعرض الثمن اللول ديما كيبان مربّح كثر من الحقيقة.
- **ما تقيسش نقطة البداية.** إلا ما حسبتيش الوقت ديال كل خدمة قبل المشروع، ما غاديش تقدر تبيّن الربح من بعد.
- **تهمل الاستعمال ديال الفريق.** إلا الفريق دار بحال إلا الأداة ما كايناش وبقى خدام فـExcel، الربح كيطيح لزيرو. التكوين والإشراك ديال المستعملين جزء من الاستثمار.
- **تخلي سير العمل بلا مراقبة.** ربط بين البرامج اللي كيتقطع بلا ما يحس بيه حد يقدر يكلّف كثر من داكشي اللي كيربّح. وجّد التنبيهات والصيانة.
- **تبغي تكبر بزاف وبالزربة.** مشروع ضخم بلا تجربة كيضاعف المخاطر؛ ونجاح لول مقيوس هو اللي كيموّل داكشي اللي جاي.

## الخلاصة: حسب قبل ما توقّع

المردودية ديال الأتمتة بالذكاء الاصطناعي ماشي لغز وماشي مسألة ثقة عمياء. كتب الأرباح ديالك (الوقت، الغلطات، السرعة فالجواب، المبيعات)، كتب جميع التكاليف، طبّق المعادلة على 12 ومن بعد على 24 شهر، ومن بعد تأكد من التقدير بتجربة. بغيتي دير هاد الحساب بالأرقام ديالك؟ [حجز استشارة فابور ديال 15 دقيقة](/contact): غادي نحددو مع بعض العمليات اللي غادي تعطيك أكبر مردودية إلا تأتمتات فالشركة ديالك، وكنجاوبوك فأقل من 24 ساعة.`,
    },
  },
};
