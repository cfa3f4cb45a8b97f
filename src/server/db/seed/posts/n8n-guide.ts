import type { PostSeed } from './types';

export const n8nGuidePost: PostSeed = {
  id: 'n8n-guide',
  category: 'Automatisation IA',
  expectedTraffic: 2400,
  searchIntent: 'informational',
  competitionLevel: 'medium',
  schemaType: 'Article',
  image: '/images/blog/n8n-guide.jpg',
  author: 'Leïla Benjelloun',
  publishedAt: '2026-03-10T08:00:00.000Z',
  updatedAt: '2026-09-15T08:00:00.000Z',
  text: {
    fr: {
      title: 'Automatisation n8n : le guide complet pour les PME',
      slug: 'guide-automatisation-n8n-pme',
      excerpt:
        "Workflows n8n, coûts, étapes d'un projet et comparatif avec Zapier et Make : tout ce qu'une PME doit savoir pour automatiser ses tâches répétitives.",
      content: `Factures ressaisies à la main, fichiers Excel copiés d'un outil à l'autre, relances oubliées dans une boîte mail saturée : dans beaucoup de PME, près de 30 % du temps des équipes part dans des tâches manuelles répétitives. n8n est l'un des outils les plus efficaces pour récupérer ce temps. Ce guide explique ce qu'est n8n, quels workflows mettre en place en priorité, comment se déroule un projet, ce qu'il coûte et quelles erreurs éviter, avec une comparaison honnête face à Zapier et Make.

## Qu'est-ce que n8n ?

n8n (prononcez « n-eight-n ») est une plateforme d'automatisation de workflows. Concrètement, vous dessinez un enchaînement de « nœuds » sur un canevas visuel : un déclencheur (un e-mail reçu, un formulaire rempli, une heure précise), puis des actions (lire un document, mettre à jour un CRM, envoyer un message). n8n se connecte à la plupart des applications courantes — messagerie, comptabilité, CRM, tableurs, bases de données — et à n'importe quel service qui propose une API.

### Un outil open source que vous pouvez héberger vous-même

Contrairement à la plupart des solutions concurrentes, le code de n8n est ouvert (sous une licence dite « fair-code ») et l'outil peut être installé sur votre propre serveur. Une édition communautaire gratuite existe pour l'auto-hébergement, et l'éditeur propose aussi une version cloud pour ceux qui ne veulent rien gérer.

### Pourquoi c'est important pour une PME suisse

L'auto-hébergement change la donne pour la confidentialité : vos workflows, vos identifiants et les données qui transitent peuvent rester sur un serveur situé en Suisse. Pour une fiduciaire, un cabinet médical ou une régie immobilière soumis à la nouvelle loi fédérale sur la protection des données (nLPD), c'est un argument décisif. C'est pourquoi nous installons n8n sur des serveurs hébergés en Suisse.

## Cinq workflows n8n qui rapportent vite

Le meilleur workflow n8n n'est pas le plus spectaculaire : c'est celui qui supprime une tâche répétée chaque jour. Voici les cinq cas que nous rencontrons le plus souvent dans nos projets d'automatisation PME.

### 1. Traitement des factures fournisseurs

Les factures arrivent par e-mail en PDF. n8n récupère la pièce jointe, en extrait le fournisseur, le montant, la date et le numéro de TVA, vérifie les doublons, puis crée l'écriture dans votre logiciel comptable ou l'envoie pour validation. La personne responsable ne traite plus que les exceptions.

### 2. Synchronisation du CRM

Un client modifie son adresse dans la boutique en ligne, un commercial met à jour un contact sur son téléphone : sans automatisation, les informations divergent vite. Un workflow n8n synchronise le CRM, l'outil de facturation et la liste d'envoi pour qu'il n'existe qu'une seule version de la vérité.

### 3. Relance des leads

Chaque demande reçue via le site est enregistrée, qualifiée, attribuée au bon commercial et confirmée au prospect en quelques minutes. Si personne ne répond sous deux jours, n8n programme une relance et alerte le responsable. Aucun lead ne se perd dans une boîte de réception. Pour aller plus loin, découvrez notre offre de [génération de leads](/services/generation-leads).

### 4. Reporting hebdomadaire

Chaque lundi matin, n8n collecte les chiffres de vente, le nombre de demandes et l'état des projets dans vos différents outils, les assemble dans un tableau et envoie un résumé à la direction. Fini les heures passées à compiler des exports. Voir aussi nos solutions de [reporting automatisé](/services/reporting).

### 5. Étapes d'IA avec un LLM

n8n intègre des nœuds d'intelligence artificielle qui appellent un grand modèle de langage (LLM), par exemple un modèle d'OpenAI ou un modèle hébergé sur votre propre serveur. Cas d'usage typiques :

- classer automatiquement les e-mails entrants (devis, réclamation, facture, spam) ;
- résumer un long document ou un appel d'offres ;
- rédiger un brouillon de réponse que le collaborateur valide avant l'envoi ;
- extraire des données structurées d'un texte libre.

La règle d'or : l'IA propose, un humain valide dès que la décision a un impact sur un client ou sur les finances. Nos [agents IA](/services/agents-ia) reposent sur ce principe.

## Comment se déroule un projet d'automatisation n8n

Un projet bien mené avance par étapes, afin de prouver la valeur avant d'investir davantage.

1. **Audit (2 semaines)** : nous cartographions vos processus, mesurons le temps passé sur chaque tâche et classons les automatisations possibles par gain et par difficulté. Vous repartez avec une feuille de route chiffrée.
2. **Pilote (1 mois)** : nous construisons un ou deux workflows prioritaires, les testons avec vos données réelles et mesurons le temps gagné.
3. **Montée en charge (2 à 6 mois)** : une fois le pilote validé, nous étendons l'automatisation à d'autres processus et services, en renforçant le monitoring et la documentation.

Chaque livraison inclut une formation de 4 heures pour que votre équipe sache lire, modifier et surveiller ses workflows, ainsi que 30 jours de support gratuit après la mise en production. Selon leur complexité, les workflows sont livrés en 48 heures à 2 semaines.

## Combien coûte une automatisation n8n ?

Pour une implémentation n8n complète, nos tarifs se situent entre CHF 6'500 et CHF 21'500, formation de 4 heures incluse. L'écart dépend surtout du nombre de processus à automatiser, de la complexité des intégrations (outils modernes avec API ou anciens logiciels métier), de la présence d'étapes d'IA et du choix d'hébergement (cloud n8n ou serveur dédié en Suisse).

### Un exemple de calcul

Imaginons une PME de 10 personnes où chaque collaborateur passe 4 heures par semaine à ressaisir des données, relancer des clients ou compiler des chiffres. Cela représente 40 heures par semaine. Si les workflows n8n en suppriment la moitié, l'entreprise récupère 20 heures par semaine, soit environ 900 heures sur une année de 45 semaines de travail. Avec un coût horaire interne hypothétique de CHF 60, cela représente CHF 54'000 de temps libéré par an, à comparer au coût du projet. C'est ce type de calcul qui explique le retour sur investissement moyen de 300 % annoncé sur nos projets ; dans l'un de nos exemples, le ROI atteint 187 % dès la première année.

Prévoyez aussi les coûts récurrents : serveur ou abonnement cloud, appels aux API d'IA facturés à l'usage et un peu de maintenance.

## Les pièges à éviter

Un workflow qui fonctionne en démonstration n'est pas forcément prêt pour la production. Trois points font la différence.

### Gestion des erreurs

Une API indisponible, un PDF illisible, un champ vide : tôt ou tard, une exécution échouera. Activez les nouvelles tentatives automatiques sur les nœuds sensibles, prévoyez des branches pour les cas particuliers et créez un workflow d'erreur dédié (avec le déclencheur « Error Trigger ») qui prévient immédiatement la bonne personne.

### Monitoring

Un workflow silencieux est dangereux : s'il s'arrête, personne ne s'en rend compte avant qu'un client se plaigne. Surveillez l'historique des exécutions, envoyez une alerte quand un volume attendu n'est pas atteint (par exemple aucune facture traitée un jour ouvrable) et faites une revue mensuelle de vos workflows.

### Identifiants et accès

Stockez les clés API et les mots de passe uniquement dans le gestionnaire d'identifiants (credentials) de n8n, jamais en clair dans un nœud. Donnez à chaque connexion les droits minimaux nécessaires, sauvegardez la clé de chiffrement de l'instance et maintenez n8n à jour.

## n8n, Zapier ou Make : lequel choisir ?

Les trois outils permettent de relier des applications sans développer un logiciel complet. Leurs différences portent surtout sur l'hébergement, la facturation et la flexibilité.

| Critère | n8n | Zapier | Make |
|---|---|---|---|
| Hébergement | Cloud ou auto-hébergé, en Suisse possible | Cloud de l'éditeur uniquement | Cloud de l'éditeur uniquement |
| Facturation | Gratuit en auto-hébergement (hors serveur), cloud à l'exécution | À la tâche | À l'opération |
| Code personnalisé | JavaScript et Python dans le nœud Code | Étapes de code plus limitées | Possible selon l'offre |
| IA et LLM | Nœuds IA et agents intégrés | Actions IA intégrées | Modules IA intégrés |
| Prise en main | Plus technique | Très simple | Intermédiaire |
| Idéal pour | Données sensibles, gros volumes, logique complexe | Connexions simples et rapides | Scénarios visuels de complexité moyenne |

Zapier reste excellent pour relier deux applications en quelques minutes, et Make offre un bon compromis visuel. Mais comme ils facturent chaque tâche ou opération, la facture grimpe avec le volume. Dès que les données sont sensibles, que les volumes augmentent ou que la logique se complique, n8n devient généralement le choix le plus économique et le plus flexible.

## Par où commencer ?

Avant de parler d'outil, préparez le terrain :

- listez les tâches que votre équipe répète chaque semaine ;
- estimez le temps qu'elles prennent et les erreurs qu'elles provoquent ;
- choisissez un seul processus pour le pilote, idéalement simple et fréquent ;
- vérifiez que vos outils disposent d'une API ou d'un export ;
- désignez un référent interne qui suivra la formation.

Pour voir ce qui est possible dans votre secteur, parcourez nos [automatisations métiers](/services/automatisations-metiers) ou l'ensemble de nos [services](/services).

## Conclusion

n8n permet à une PME d'automatiser ses tâches répétitives avec un outil flexible, abordable et compatible avec un hébergement en Suisse. La clé du succès n'est pas l'outil lui-même, mais la méthode : commencer petit, mesurer, fiabiliser, puis étendre. Vous voulez savoir quels workflows rapporteraient le plus dans votre entreprise ? [Réservez une consultation gratuite de 15 minutes](/contact) : nous vous répondons sous 24 heures.`,
      metaTitle: 'Automatisation n8n pour PME : le guide complet',
      metaDescription:
        'Découvrez comment automatiser votre PME avec n8n : workflows types, étapes du projet, coûts en CHF, pièges à éviter et comparatif avec Zapier et Make.',
      altText:
        "Illustration bleu nuit d'un workflow : des nœuds arrondis reliés par des lignes cyan et violettes lumineuses, d'un déclencheur à gauche vers un nœud IA et des sorties à droite.",
      targetKeywords: ['automatisation n8n', 'workflow n8n', 'automatisation PME', 'n8n Suisse'],
      tags: ['n8n', 'Automatisation', 'Workflows', 'IA', 'PME'],
    },
    en: {
      title: 'n8n automation: the complete guide for SMEs',
      slug: 'n8n-sme-automation-guide',
      excerpt:
        'n8n workflows, costs, project stages and a comparison with Zapier and Make: everything an SME needs to know to automate its repetitive tasks.',
      content: `Invoices retyped by hand, spreadsheets copied from one tool to another, follow-ups forgotten in an overflowing inbox: in many SMEs, around 30% of team time goes to repetitive manual tasks. n8n is one of the most effective tools for winning that time back. This guide explains what n8n is, which workflows to build first, how a project runs, what it costs and which mistakes to avoid, with an honest comparison against Zapier and Make.

## What is n8n?

n8n (pronounced "n-eight-n") is a workflow automation platform. In practice, you draw a chain of "nodes" on a visual canvas: a trigger (an incoming email, a submitted form, a set time), followed by actions (read a document, update a CRM, send a message). n8n connects to most everyday applications — email, accounting, CRM, spreadsheets, databases — and to any service that offers an API.

### An open-source tool you can host yourself

Unlike most competing solutions, n8n's code is open (under a so-called "fair-code" licence) and the tool can be installed on your own server. A free community edition is available for self-hosting, and the vendor also offers a cloud version for those who would rather not manage anything.

### Why this matters for a Swiss SME

Self-hosting is a game changer for confidentiality: your workflows, your credentials and the data flowing through them can stay on a server located in Switzerland. For a fiduciary, a medical practice or a property management firm subject to the revised Federal Act on Data Protection (nFADP), that is a decisive argument. This is why we install n8n on servers hosted in Switzerland.

## Five n8n workflows that pay off quickly

The best n8n workflow is not the most spectacular one: it is the one that removes a task repeated every day. Here are the five cases we come across most often in our SME automation projects.

### 1. Supplier invoice processing

Invoices arrive by email as PDFs. n8n picks up the attachment, extracts the supplier, amount, date and VAT number, checks for duplicates, then creates the entry in your accounting software or sends it for approval. The person in charge only handles the exceptions.

### 2. CRM synchronisation

A customer changes their address in the online shop, a salesperson updates a contact on their phone: without automation, the information quickly drifts apart. An n8n workflow keeps the CRM, the invoicing tool and the mailing list in sync so that there is only one version of the truth.

### 3. Lead follow-up

Every enquiry received through the website is recorded, qualified, assigned to the right salesperson and confirmed to the prospect within minutes. If nobody replies within two days, n8n schedules a follow-up and alerts the manager. No lead gets lost in an inbox. To go further, see our [lead generation](/services/generation-leads) offer.

### 4. Weekly reporting

Every Monday morning, n8n collects sales figures, the number of enquiries and project status from your various tools, puts them together in a table and sends a summary to management. No more hours spent compiling exports. See also our [automated reporting](/services/reporting) solutions.

### 5. AI steps with an LLM

n8n includes artificial intelligence nodes that call a large language model (LLM), for example an OpenAI model or a model hosted on your own server. Typical use cases:

- automatically sorting incoming emails (quote request, complaint, invoice, spam);
- summarising a long document or a call for tenders;
- drafting a reply that the employee approves before it is sent;
- extracting structured data from free text.

The golden rule: the AI proposes, a human approves whenever the decision affects a customer or the finances. Our [AI agents](/services/agents-ia) are built on this principle.

## How an n8n automation project runs

A well-run project moves forward in stages, so that value is proven before you invest more.

1. **Audit (2 weeks)**: we map your processes, measure the time spent on each task and rank the possible automations by gain and difficulty. You leave with a costed roadmap.
2. **Pilot (1 month)**: we build one or two priority workflows, test them with your real data and measure the time saved.
3. **Scaling (2 to 6 months)**: once the pilot is validated, we extend automation to other processes and departments, strengthening monitoring and documentation along the way.

Every delivery includes 4 hours of training so that your team can read, modify and monitor its workflows, plus 30 days of free support after go-live. Depending on their complexity, workflows are delivered in 48 hours to 2 weeks.

## How much does n8n automation cost?

For a complete n8n implementation, our prices range from CHF 6,500 to CHF 21,500, including 4 hours of training. The difference depends mainly on the number of processes to automate, the complexity of the integrations (modern tools with an API or older line-of-business software), whether AI steps are involved and the hosting choice (n8n cloud or a dedicated server in Switzerland).

### A worked example

Imagine an SME of 10 people where each employee spends 4 hours a week retyping data, chasing customers or compiling figures. That adds up to 40 hours a week. If n8n workflows remove half of it, the company wins back 20 hours a week, or about 900 hours over a working year of 45 weeks. With a hypothetical internal cost of CHF 60 per hour, that is CHF 54,000 worth of time freed up each year, to be compared with the cost of the project. This kind of calculation explains the 300% average return on investment reported on our projects; in one of our examples, ROI reaches 187% in the first year.

Also plan for recurring costs: a server or cloud subscription, AI API calls billed by usage and a little maintenance.

## Pitfalls to avoid

A workflow that works in a demo is not necessarily ready for production. Three points make the difference.

### Error handling

An unavailable API, an unreadable PDF, an empty field: sooner or later, an execution will fail. Enable automatic retries on sensitive nodes, add branches for special cases and create a dedicated error workflow (using the "Error Trigger" node) that immediately notifies the right person.

### Monitoring

A silent workflow is dangerous: if it stops, nobody notices until a customer complains. Keep an eye on the execution history, send an alert when an expected volume is not reached (for example no invoice processed on a working day) and review your workflows every month.

### Credentials and access

Store API keys and passwords only in n8n's credentials manager, never in plain text inside a node. Give each connection the minimum rights it needs, back up the instance's encryption key and keep n8n up to date.

## n8n, Zapier or Make: which one should you choose?

All three tools connect applications without developing full software. Their differences lie mainly in hosting, billing and flexibility.

| Criterion | n8n | Zapier | Make |
|---|---|---|---|
| Hosting | Cloud or self-hosted, Switzerland possible | Vendor cloud only | Vendor cloud only |
| Billing | Free when self-hosted (server aside), cloud per execution | Per task | Per operation |
| Custom code | JavaScript and Python in the Code node | More limited code steps | Possible depending on plan |
| AI and LLMs | Built-in AI nodes and agents | Built-in AI actions | Built-in AI modules |
| Learning curve | More technical | Very easy | Intermediate |
| Best for | Sensitive data, high volumes, complex logic | Quick, simple connections | Visual scenarios of medium complexity |

Zapier remains excellent for linking two applications in a few minutes, and Make offers a good visual compromise. But because they bill every task or operation, the bill climbs with volume. As soon as data is sensitive, volumes grow or the logic becomes complex, n8n generally becomes the most economical and most flexible choice.

## Where to start?

Before talking about tools, prepare the ground:

- list the tasks your team repeats every week;
- estimate how much time they take and the errors they cause;
- choose a single process for the pilot, ideally simple and frequent;
- check that your tools have an API or an export;
- appoint an internal lead who will attend the training.

To see what is possible in your sector, browse our [business process automation](/services/automatisations-metiers) or all our [services](/services).

## Conclusion

n8n lets an SME automate its repetitive tasks with a flexible, affordable tool that can be hosted in Switzerland. The key to success is not the tool itself but the method: start small, measure, make it reliable, then expand. Want to know which workflows would pay off most in your business? [Book a free 15-minute consultation](/contact): we reply within 24 hours.`,
      metaTitle: 'n8n automation for SMEs: the complete guide',
      metaDescription:
        'Learn how to automate your SME with n8n: typical workflows, project stages, costs in CHF, pitfalls to avoid and a comparison with Zapier and Make.',
      altText:
        'Dark navy illustration of a workflow: rounded nodes linked by glowing cyan and violet lines, running from a trigger on the left to an AI node and outputs on the right.',
      targetKeywords: ['n8n automation', 'n8n workflow', 'SME automation', 'n8n Switzerland'],
      tags: ['n8n', 'Automation', 'Workflows', 'AI', 'SMEs'],
    },
    ar: {
      title: 'أتمتة n8n: الدليل الشامل للشركات الصغيرة والمتوسطة',
      slug: 'دليل-أتمتة-الشركات-الصغيرة-والمتوسطة',
      excerpt:
        'مسارات عمل n8n وتكاليفها ومراحل المشروع ومقارنة بأداتَي Zapier و Make: كل ما تحتاج الشركة الصغيرة أو المتوسطة إلى معرفته لأتمتة مهامها المتكررة.',
      content: `فواتير يُعاد إدخالها يدويًا، وجداول Excel تُنسخ من أداة إلى أخرى، ورسائل متابعة تُنسى في بريد إلكتروني مزدحم: في كثير من الشركات الصغيرة والمتوسطة، يذهب نحو 30% من وقت الفرق إلى مهام يدوية متكررة. وتُعدّ n8n من أنجع الأدوات لاسترجاع هذا الوقت. يشرح هذا الدليل ماهية n8n، وسير العمل الذي ينبغي البدء به، وكيف يسير المشروع، وكم يكلّف، والأخطاء التي يجب تجنّبها، مع مقارنة موضوعية بأداتَي Zapier و Make.

## ما هي n8n؟

n8n (تُنطق «إن-إيت-إن») منصة لأتمتة سير العمل. عمليًا، ترسمون سلسلة من «العُقد» على لوحة مرئية: مُشغِّل (بريد إلكتروني وارد، أو نموذج مُرسَل، أو توقيت محدد)، تليه إجراءات (قراءة مستند، أو تحديث نظام CRM، أو إرسال رسالة). وتتصل n8n بمعظم التطبيقات الشائعة — البريد الإلكتروني والمحاسبة وأنظمة CRM وجداول البيانات وقواعد البيانات — وبأي خدمة توفّر واجهة API.

### أداة مفتوحة المصدر يمكنكم استضافتها بأنفسكم

بخلاف معظم الحلول المنافسة، فإن شيفرة n8n مفتوحة (بموجب ترخيص يُعرف باسم «fair-code»)، ويمكن تثبيت الأداة على خادمكم الخاص. وتتوفر نسخة مجتمعية مجانية للاستضافة الذاتية، كما تقدّم الجهة المطوِّرة نسخة سحابية لمن لا يرغب في إدارة أي شيء بنفسه.

### لماذا يهمّ ذلك شركة صغيرة أو متوسطة في سويسرا؟

تُحدث الاستضافة الذاتية فرقًا كبيرًا في السرية: إذ يمكن أن تبقى مسارات العمل وبيانات الدخول والبيانات التي تمرّ عبرها على خادم موجود في سويسرا. وبالنسبة إلى مكتب ائتمان أو عيادة طبية أو وكالة لإدارة العقارات تخضع للقانون الفدرالي السويسري المُعدَّل لحماية البيانات (nLPD)، فهذه حجة حاسمة. ولهذا نثبّت n8n على خوادم مستضافة في سويسرا.

## خمسة مسارات عمل في n8n تحقق عائدًا سريعًا

أفضل سير عمل في n8n ليس الأكثر إبهارًا، بل هو الذي يُلغي مهمة تتكرر كل يوم. إليكم الحالات الخمس التي نصادفها أكثر من غيرها في مشاريع أتمتة الشركات الصغيرة والمتوسطة.

### 1. معالجة فواتير الموردين

تصل الفواتير عبر البريد الإلكتروني بصيغة PDF. تلتقط n8n المرفق، وتستخرج منه اسم المورّد والمبلغ والتاريخ ورقم ضريبة القيمة المضافة، وتتحقق من عدم التكرار، ثم تُنشئ القيد في برنامج المحاسبة أو ترسله للمصادقة. ولا يعالج الشخص المسؤول إلا الحالات الاستثنائية.

### 2. مزامنة نظام CRM

يغيّر عميل عنوانه في المتجر الإلكتروني، ويحدّث مندوب مبيعات جهة اتصال على هاتفه: ومن دون أتمتة، تتباين المعلومات بسرعة. يحافظ سير عمل في n8n على تزامن نظام CRM وأداة الفوترة وقائمة المراسلات، بحيث لا توجد سوى نسخة واحدة من الحقيقة.

### 3. متابعة العملاء المحتملين

يُسجَّل كل طلب يصل عبر الموقع، ويُقيَّم، ويُسند إلى مندوب المبيعات المناسب، ويُرسَل تأكيد إلى العميل المحتمل في غضون دقائق. وإذا لم يردّ أحد خلال يومين، تُجدول n8n رسالة متابعة وتنبّه المسؤول. لا يضيع أي عميل محتمل في صندوق البريد. وللمزيد، اطّلعوا على خدمتنا في [توليد العملاء المحتملين](/services/generation-leads).

### 4. التقارير الأسبوعية

كل صباح اثنين، تجمع n8n أرقام المبيعات وعدد الطلبات وحالة المشاريع من أدواتكم المختلفة، وتضعها في جدول، وترسل ملخصًا إلى الإدارة. لا مزيد من الساعات الضائعة في تجميع الملفات المصدَّرة. اطّلعوا أيضًا على حلولنا في [التقارير المؤتمتة](/services/reporting).

### 5. خطوات الذكاء الاصطناعي مع نموذج لغوي كبير

تتضمن n8n عُقدًا للذكاء الاصطناعي تستدعي نموذجًا لغويًا كبيرًا (LLM)، مثل أحد نماذج OpenAI أو نموذج مستضاف على خادمكم الخاص. ومن حالات الاستخدام النموذجية:

- تصنيف رسائل البريد الواردة تلقائيًا (طلب عرض سعر، شكوى، فاتورة، رسائل مزعجة)؛
- تلخيص مستند طويل أو دفتر شروط مناقصة؛
- صياغة مسودة ردّ يصادق عليها الموظف قبل إرسالها؛
- استخراج بيانات منظمة من نص حرّ.

القاعدة الذهبية: الذكاء الاصطناعي يقترح، والإنسان يصادق كلما كان للقرار أثر على عميل أو على الشؤون المالية. ويعتمد [وكلاء الذكاء الاصطناعي](/services/agents-ia) لدينا على هذا المبدأ.

## كيف يسير مشروع أتمتة باستخدام n8n

يتقدّم المشروع الناجح على مراحل، لإثبات القيمة قبل استثمار المزيد.

1. **التدقيق (أسبوعان)**: نرسم خريطة لعملياتكم، ونقيس الوقت المستغرق في كل مهمة، ونرتّب الأتمتة الممكنة حسب المكسب والصعوبة. وتحصلون في النهاية على خارطة طريق مع تقدير للتكاليف.
2. **المشروع التجريبي (شهر واحد)**: نبني سير عمل أو اثنين من الأولويات، ونختبرهما ببياناتكم الحقيقية، ونقيس الوقت الذي تم توفيره.
3. **التوسّع (من شهرين إلى 6 أشهر)**: بعد اعتماد المشروع التجريبي، نوسّع الأتمتة لتشمل عمليات وأقسامًا أخرى، مع تعزيز المراقبة والتوثيق.

يشمل كل تسليم تدريبًا لمدة 4 ساعات حتى يتمكن فريقكم من قراءة مسارات العمل وتعديلها ومراقبتها، إضافة إلى 30 يومًا من الدعم المجاني بعد الإطلاق. وبحسب درجة التعقيد، تُسلَّم مسارات العمل في مدة تتراوح بين 48 ساعة وأسبوعين.

## كم تكلّف الأتمتة باستخدام n8n؟

لتطبيق n8n متكامل، تتراوح أسعارنا بين 6,500 و21,500 فرنك سويسري (CHF)، بما في ذلك تدريب مدته 4 ساعات. ويتوقف الفرق أساسًا على عدد العمليات المراد أتمتتها، ودرجة تعقيد عمليات الربط (أدوات حديثة مزوّدة بواجهة API أو برامج قطاعية قديمة)، ووجود خطوات للذكاء الاصطناعي، وخيار الاستضافة (سحابة n8n أو خادم مخصّص في سويسرا).

### مثال حسابي

لنفترض شركة صغيرة من 10 أشخاص، يقضي كل موظف فيها 4 ساعات أسبوعيًا في إعادة إدخال البيانات أو متابعة العملاء أو تجميع الأرقام. هذا يعني 40 ساعة في الأسبوع. فإذا ألغت مسارات عمل n8n نصفها، تسترجع الشركة 20 ساعة أسبوعيًا، أي نحو 900 ساعة خلال سنة عمل من 45 أسبوعًا. وبتكلفة داخلية افتراضية قدرها 60 فرنكًا سويسريًا (CHF) للساعة، يمثّل ذلك ما قيمته 54,000 فرنك سويسري من الوقت المحرَّر سنويًا، تُقارَن بتكلفة المشروع. وهذا النوع من الحسابات يفسّر متوسط العائد على الاستثمار البالغ 300% المُعلن في مشاريعنا؛ وفي أحد أمثلتنا، بلغ العائد على الاستثمار 187% منذ السنة الأولى.

خطّطوا أيضًا للتكاليف المتكررة: الخادم أو الاشتراك السحابي، واستدعاءات واجهات API للذكاء الاصطناعي التي تُفوتَر حسب الاستخدام، وقليل من الصيانة.

## أخطاء يجب تجنّبها

سير العمل الذي ينجح في العرض التوضيحي ليس بالضرورة جاهزًا للتشغيل الفعلي. ثلاث نقاط تصنع الفرق.

### معالجة الأخطاء

واجهة API غير متاحة، أو ملف PDF غير مقروء، أو حقل فارغ: عاجلًا أو آجلًا، سيفشل أحد التنفيذات. فعّلوا إعادة المحاولة التلقائية على العُقد الحساسة، وأضيفوا تفرّعات للحالات الخاصة، وأنشئوا سير عمل مخصصًا للأخطاء (باستخدام المُشغِّل «Error Trigger») ينبّه الشخص المعني فورًا.

### المراقبة

سير العمل الصامت خطير: إذا توقف، لا ينتبه أحد قبل أن يشتكي عميل. راقبوا سجل التنفيذات، وأرسلوا تنبيهًا عندما لا يتحقق حجم متوقع (مثلًا عدم معالجة أي فاتورة في يوم عمل)، وراجعوا مسارات العمل شهريًا.

### بيانات الدخول والصلاحيات

احفظوا مفاتيح API وكلمات المرور في مدير بيانات الاعتماد (credentials) الخاص بـ n8n فقط، ولا تكتبوها أبدًا بشكل مكشوف داخل عقدة. وامنحوا كل اتصال الحد الأدنى من الصلاحيات اللازمة، واحتفظوا بنسخة احتياطية من مفتاح التشفير الخاص بالنسخة المثبّتة، وحدّثوا n8n باستمرار.

## n8n أم Zapier أم Make: أيّها تختارون؟

تتيح الأدوات الثلاث ربط التطبيقات دون تطوير برنامج كامل. وتكمن الفروق بينها أساسًا في الاستضافة والفوترة والمرونة.

| المعيار | n8n | Zapier | Make |
|---|---|---|---|
| الاستضافة | سحابية أو ذاتية، مع إمكانية الاستضافة في سويسرا | سحابة الجهة المطوِّرة فقط | سحابة الجهة المطوِّرة فقط |
| الفوترة | مجانية في الاستضافة الذاتية (باستثناء الخادم)، والسحابة حسب التنفيذ | حسب المهمة | حسب العملية |
| الشيفرة المخصصة | JavaScript و Python في عقدة Code | خطوات شيفرة أكثر محدودية | ممكنة حسب الباقة |
| الذكاء الاصطناعي والنماذج اللغوية | عُقد ووكلاء ذكاء اصطناعي مدمجة | إجراءات ذكاء اصطناعي مدمجة | وحدات ذكاء اصطناعي مدمجة |
| سهولة الاستخدام | أكثر تقنية | سهلة جدًا | متوسطة |
| الأنسب لـ | البيانات الحساسة والأحجام الكبيرة والمنطق المعقد | الربط البسيط والسريع | السيناريوهات المرئية متوسطة التعقيد |

يبقى Zapier ممتازًا لربط تطبيقين في بضع دقائق، ويقدّم Make حلًا وسطًا مرئيًا جيدًا. لكن بما أنهما يحتسبان كل مهمة أو عملية، ترتفع الفاتورة مع ازدياد الحجم. وبمجرد أن تكون البيانات حساسة، أو تزداد الأحجام، أو يتعقّد المنطق، تصبح n8n عمومًا الخيار الأكثر اقتصادًا ومرونة.

## من أين تبدؤون؟

قبل الحديث عن الأدوات، مهّدوا الطريق:

- أعدّوا قائمة بالمهام التي يكررها فريقكم كل أسبوع؛
- قدّروا الوقت الذي تستغرقه والأخطاء التي تسببها؛
- اختاروا عملية واحدة للمشروع التجريبي، ويُفضَّل أن تكون بسيطة ومتكررة؛
- تحققوا من أن أدواتكم توفر واجهة API أو إمكانية تصدير؛
- عيّنوا مسؤولًا داخليًا يحضر التدريب.

لمعرفة ما هو ممكن في قطاعكم، تصفّحوا [أتمتة العمليات المهنية](/services/automatisations-metiers) أو جميع [خدماتنا](/services).

## الخلاصة

تتيح n8n للشركة الصغيرة أو المتوسطة أتمتة مهامها المتكررة بأداة مرنة وميسورة التكلفة يمكن استضافتها في سويسرا. ومفتاح النجاح ليس الأداة في حد ذاتها، بل المنهجية: البدء بخطوة صغيرة، ثم القياس، ثم تعزيز الموثوقية، ثم التوسّع. هل تريدون معرفة مسارات العمل الأكثر مردودية في شركتكم؟ [احجزوا استشارة مجانية مدتها 15 دقيقة](/contact): نردّ عليكم في غضون 24 ساعة.`,
      metaTitle: 'أتمتة n8n للشركات الصغيرة والمتوسطة: دليل شامل',
      metaDescription:
        'اكتشفوا كيفية أتمتة شركتكم باستخدام n8n: مسارات العمل النموذجية، ومراحل المشروع، والتكاليف بالفرنك السويسري، والأخطاء الشائعة، ومقارنة بـ Zapier و Make.',
      altText:
        'رسم توضيحي بالأزرق الداكن لسير عمل: عُقد مستديرة تربطها خطوط مضيئة باللونين السماوي والبنفسجي، من مُشغِّل على اليسار إلى عقدة ذكاء اصطناعي ومخرجات على اليمين.',
      targetKeywords: [
        'أتمتة n8n',
        'سير عمل n8n',
        'أتمتة الشركات الصغيرة والمتوسطة',
        'n8n في سويسرا',
      ],
      tags: ['n8n', 'الأتمتة', 'سير العمل', 'الذكاء الاصطناعي', 'الشركات الصغيرة والمتوسطة'],
    },
    'ar-ma': {
      title: 'الأتمتة ب n8n: الدليل الكامل للمقاولات الصغيرة',
      slug: 'الدليل-الكامل-لأتمتة-المقاولات',
      excerpt:
        'الووركفلو ديال n8n، التكاليف، المراحل ديال المشروع ومقارنة مع Zapier و Make: كلشي اللي خاص المقاولة الصغيرة تعرفو باش تأتمت الخدمة اللي كتعاود.',
      content: `فاكتورات كتعاود تدخلها بيدك، فيشيات Excel كتنقلها من برنامج لآخر، وتذكيرات كتنساها وسط بزاف ديال الإيمايلات: فبزاف ديال المقاولات الصغيرة، تقريبا 30% من الوقت ديال الفريق كيمشي فخدمة يدوية كتعاود راسها. و n8n من أحسن الأدوات باش ترجع هاد الوقت. فهاد الدليل غادي نشرحو ليك شنو هي n8n، شمن ووركفلو خاصك تبدا بيه، كيفاش كيدوز المشروع، شحال كيكلف، وشنو هوما الغلطات اللي خاصك تتفاداها، مع مقارنة صريحة مع Zapier و Make.

## شنو هي n8n؟

n8n (كتنطق «إن-إيت-إن») هي منصة ديال أتمتة الووركفلو. بالعربية تاعرابت، كترسم سلسلة ديال «النقط» (nodes) على شاشة بصرية: حاجة كتطلق الخدمة (إيمايل وصل، فورمولير تعمر، ولا ساعة محددة)، ومن بعد الإجراءات (تقرا وثيقة، تحدّث CRM، ولا تصيفط ميساج). n8n كتربط مع أغلب التطبيقات اللي كنخدمو بيها كل نهار — الإيمايل، المحاسبة، CRM، جداول البيانات، قواعد البيانات — ومع أي خدمة عندها API.

### أداة مفتوحة المصدر تقدر تحطها عندك

ماشي بحال أغلب الحلول المنافسة، الكود ديال n8n مفتوح (بواحد الرخصة سميتها «fair-code»)، وتقدر تنصّب الأداة على السيرفر ديالك. كاينة نسخة مجانية ديال المجتمع للي بغا يستضيفها بنفسو، والشركة اللي كتطورها عندها حتى نسخة فالسحاب للي ما بغاش يتهلا فحتى حاجة.

### علاش هادشي مهم لمقاولة صغيرة فسويسرا؟

الاستضافة عندك كتبدل كلشي فموضوع السرية: الووركفلو ديالك، المعلومات ديال الدخول، والداتا اللي كدوز فيهم يقدرو يبقاو فسيرفر موجود فسويسرا. إلا كنتي مكتب ديال الحسابات، عيادة طبية، ولا وكالة ديال تسيير العقارات، وخاضع للقانون الفدرالي السويسري الجديد ديال حماية المعطيات (nLPD)، هادي حجة كتحسم. وعلى هادشي كنصّبو n8n على سيرفرات مستضافة فسويسرا.

## خمسة ديال الووركفلو ف n8n كيجيبو النتيجة بالزربة

أحسن ووركفلو ف n8n ماشي هو اللي كيبهر، هو اللي كيحيّد ليك خدمة كتعاودها كل نهار. ها هوما الخمسة ديال الحالات اللي كنلقاوهم كثر فالمشاريع ديالنا ديال أتمتة المقاولات الصغيرة.

### 1. معالجة الفاكتورات ديال الموردين

الفاكتورات كيوصلو فالإيمايل بصيغة PDF. n8n كتشد الملف المرفق، كتجبد منو سمية المورّد، المبلغ، التاريخ ورقم الضريبة على القيمة المضافة، كتشوف واش كاين شي تكرار، ومن بعد كتزيد العملية فبرنامج المحاسبة ولا كتصيفطها باش تتوافق عليها. والشخص المسؤول ولا كيتهلا غير فالحالات الاستثنائية.

### 2. المزامنة ديال CRM

كليان بدّل العنوان ديالو فالمتجر الإلكتروني، وواحد التجاري بدّل كونطاكت فالتيليفون ديالو: بلا أتمتة، المعلومات كيتفرقو بالزربة. ووركفلو ف n8n كيخلي CRM، البرنامج ديال الفوترة، واللائحة ديال الإيمايلات ديما متزامنين، باش تبقى عندك غير نسخة وحدة ديال الحقيقة.

### 3. المتابعة ديال الزبناء المحتملين

كل طلب كيوصل من السيت كيتسجل، كيتقيّم، كيتعطى للتجاري المناسب، والزبون المحتمل كيوصلو تأكيد فدقايق. وإلا حتى واحد ما جاوب فجوج أيام، n8n كتبرمج رسالة ديال التذكير وكتنبّه المسؤول. حتى زبون محتمل ما كيضيع فالبوات ديال الإيمايل. وإلا بغيتي تزيد، شوف العرض ديالنا ديال [جلب الزبناء المحتملين](/services/generation-leads).

### 4. التقارير ديال كل سيمانة

كل نهار الاثنين فالصباح، n8n كتجمع أرقام المبيعات، عدد الطلبات، والحالة ديال المشاريع من الأدوات ديالك، كتحطهم فجدول، وكتصيفط ملخص للإدارة. سالات الساعات اللي كانت كتضيع فتجميع الملفات. شوف حتى الحلول ديالنا ديال [التقارير الأوتوماتيكية](/services/reporting).

### 5. خطوات ديال الذكاء الاصطناعي مع LLM

n8n فيها نقط ديال الذكاء الاصطناعي كتعيّط على نموذج لغوي كبير (LLM)، بحال شي نموذج ديال OpenAI ولا نموذج مستضاف فالسيرفر ديالك. ها شي أمثلة ديال الاستعمال:

- تصنيف الإيمايلات اللي كيدخلو بوحدهم (طلب ديفي، شكاية، فاكتورة، سبام)؛
- تلخيص وثيقة طويلة ولا دفتر ديال طلب عروض؛
- كتابة مسودة ديال الجواب والموظف كيوافق عليها قبل ما تمشي؛
- جبد داتا منظمة من نص حر.

القاعدة الذهبية: الذكاء الاصطناعي كيقترح، والبنادم كيوافق كل مرة القرار كيأثر على شي كليان ولا على الفلوس. و[الوكلاء ديال الذكاء الاصطناعي](/services/agents-ia) ديالنا مبنيين على هاد المبدأ.

## كيفاش كيدوز مشروع ديال الأتمتة ب n8n

المشروع المزيان كيتقدم بالمراحل، باش تبان القيمة ديالو قبل ما تزيد تستثمر.

1. **الأوديت (جوج سيمانات)**: كنرسمو خريطة ديال العمليات ديالكم، كنقيسو الوقت اللي كياخد كل مهمة، وكنرتبو الأتمتة الممكنة على حساب الربح والصعوبة. وكتخرجو بخارطة طريق فيها التكاليف.
2. **المشروع التجريبي (شهر واحد)**: كنبنيو ووركفلو ولا جوج من الأولويات، كنجربوهم بالداتا الحقيقية ديالكم، وكنقيسو الوقت اللي تربح.
3. **التوسيع (من 2 حتى 6 شهور)**: ملي كيتوافق على المشروع التجريبي، كنوسعو الأتمتة لعمليات وأقسام أخرى، وكنقويو المراقبة والتوثيق.

كل تسليم فيه تكوين ديال 4 ساعات باش الفريق ديالكم يعرف يقرا الووركفلو ويبدل فيهم ويراقبهم، وزايد عليه 30 يوم ديال الدعم بلاش من بعد الإطلاق. وعلى حساب الصعوبة، الووركفلو كيتسلمو ف 48 ساعة حتى لجوج سيمانات.

## شحال كتكلف الأتمتة ب n8n؟

باش تدير n8n كامل، الأثمنة ديالنا كتتراوح بين 6,500 و21,500 فرنك سويسري (CHF)، والتكوين ديال 4 ساعات داخل فيها. والفرق كيتعلق بالخصوص بعدد العمليات اللي بغيتي تأتمت، بالصعوبة ديال الربط (أدوات جديدة عندها API ولا برامج قديمة ديال المهنة)، واش كاينين خطوات ديال الذكاء الاصطناعي، وبالاختيار ديال الاستضافة (السحاب ديال n8n ولا سيرفر خاص فسويسرا).

### مثال بالحساب

نفترضو مقاولة صغيرة فيها 10 ديال الناس، وكل واحد كيدوز 4 ساعات فالسيمانة كيعاود يدخل الداتا، كيتابع الكليان، ولا كيجمع الأرقام. هادشي كيعطي 40 ساعة فالسيمانة. وإلا الووركفلو ديال n8n حيّدو النص، المقاولة كترجع 20 ساعة فالسيمانة، يعني تقريبا 900 ساعة فعام ديال الخدمة فيه 45 سيمانة. وبتكلفة داخلية افتراضية ديال 60 فرنك سويسري (CHF) للساعة، هادشي كيساوي 54,000 فرنك سويسري ديال الوقت اللي تحرر فالعام، وخاصك تقارنو مع التكلفة ديال المشروع. هاد النوع ديال الحساب هو اللي كيفسر المعدل ديال العائد على الاستثمار ديال 300% اللي معلن فالمشاريع ديالنا؛ وفواحد من الأمثلة ديالنا، العائد على الاستثمار وصل ل 187% من العام الأول.

حسب حتى التكاليف اللي كتعاود: السيرفر ولا الاشتراك فالسحاب، الطلبات لـ API ديال الذكاء الاصطناعي اللي كتخلص على حساب الاستعمال، وشوية ديال الصيانة.

## الغلطات اللي خاصك تتفاداها

ووركفلو خدام مزيان فالديمو ماشي بالضرورة واجد للخدمة الحقيقية. تلاتة ديال النقط هوما اللي كيديرو الفرق.

### التعامل مع الأخطاء

API ما خدامش، PDF ما كيتقراش، خانة خاوية: عاجلا ولا آجلا، شي تنفيذ غادي يفشل. شعل المحاولة الأوتوماتيكية من جديد فالنقط الحساسة، دير فروع للحالات الخاصة، وصاوب ووركفلو خاص بالأخطاء (بالنقطة «Error Trigger») اللي كينبه الشخص المناسب فالحين.

### المراقبة

ووركفلو ساكت راه خطير: إلا وقف، حتى واحد ما كيعيق حتى كيشكي شي كليان. راقب السجل ديال التنفيذات، صيفط تنبيه ملي شي حجم متوقع ما كيتوصلش (مثلا حتى فاكتورة ما تعالجات فنهار ديال الخدمة)، وعاود شوف الووركفلو ديالك كل شهر.

### المعلومات ديال الدخول والصلاحيات

خبّي مفاتيح API وكلمات السر غير فالمسير ديال المعلومات ديال الدخول (credentials) ديال n8n، وعمرك تكتبهم واضحين وسط شي نقطة. عطي لكل ربط غير الصلاحيات اللي محتاجها، دير نسخة احتياطية ديال مفتاح التشفير ديال النسخة المنصبة، وخلي n8n ديما محدّثة.

## n8n ولا Zapier ولا Make: شكون تختار؟

التلاتة كيخليوك تربط التطبيقات بلا ما تطور برنامج كامل. والفرق بيناتهم كاين بالخصوص فالاستضافة، الفوترة، والمرونة.

| المعيار | n8n | Zapier | Make |
|---|---|---|---|
| الاستضافة | فالسحاب ولا عندك، وممكن فسويسرا | غير فالسحاب ديال الشركة | غير فالسحاب ديال الشركة |
| الفوترة | بلاش إلا استضفتيها عندك (من غير السيرفر)، والسحاب على حساب التنفيذ | على حساب المهمة | على حساب العملية |
| الكود الخاص | JavaScript و Python فالنقطة Code | خطوات ديال الكود محدودة كثر | ممكن على حساب العرض |
| الذكاء الاصطناعي و LLM | نقط ووكلاء ديال الذكاء الاصطناعي مدمجين | إجراءات ديال الذكاء الاصطناعي مدمجة | وحدات ديال الذكاء الاصطناعي مدمجة |
| سهولة الاستعمال | تقنية كثر | ساهلة بزاف | متوسطة |
| مناسبة ل | الداتا الحساسة، الحجم الكبير، المنطق المعقد | الربط البسيط والزربان | السيناريوهات البصرية المتوسطة |

Zapier باقي ممتاز باش تربط جوج تطبيقات فشي دقايق، و Make كيعطي حل وسط بصري مزيان. ولكن حيت كيحسبو كل مهمة ولا عملية، الفاتورة كتطلع مع الحجم. وملي تكون الداتا حساسة، ولا الحجم كيكبر، ولا المنطق كيتعقد، n8n غالبا كتولي هي الاختيار الأرخص والمرن كثر.

## منين تبدا؟

قبل ما تهضر على الأدوات، وجّد الأرضية:

- دير لائحة ديال المهام اللي الفريق ديالك كيعاودها كل سيمانة؛
- قدّر شحال ديال الوقت كتاخد وشنو هوما الأخطاء اللي كتسبب؛
- ختار عملية وحدة للمشروع التجريبي، والأحسن تكون ساهلة وكتعاود بزاف؛
- تأكد بلي الأدوات ديالك عندها API ولا إمكانية التصدير؛
- عيّن واحد مسؤول من الداخل اللي غادي يحضر التكوين.

باش تشوف شنو ممكن فالقطاع ديالك، دوز على [الأتمتة ديال الخدمات المهنية](/services/automatisations-metiers) ولا على جميع [الخدمات ديالنا](/services).

## الخلاصة

n8n كتخلي المقاولة الصغيرة تأتمت الخدمة اللي كتعاود راسها بأداة مرنة، ثمنها معقول، وتقدر تستضيفها فسويسرا. والسر ديال النجاح ماشي هو الأداة، هو الطريقة: بدا بشوية، قيس، خلي الخدمة موثوقة، ومن بعد وسّع. بغيتي تعرف شمن ووركفلو غادي يجيب ليك كثر فالمقاولة ديالك؟ [حجز استشارة بلاش ديال 15 دقيقة](/contact): كنجاوبوك فأقل من 24 ساعة.`,
      metaTitle: 'الأتمتة ب n8n للمقاولات الصغيرة: الدليل الكامل',
      metaDescription:
        'شوف كيفاش تأتمت المقاولة ديالك ب n8n: أمثلة ديال الووركفلو، المراحل ديال المشروع، الأثمنة بالفرنك السويسري، الغلطات اللي خاصك تتفاداها ومقارنة مع Zapier و Make.',
      altText:
        'رسمة بالأزرق الغامق ديال ووركفلو: نقط مدورين مربوطين بخطوط كتضوي بالسماوي والبنفسجي، من الحاجة اللي كتطلق الخدمة على الشمال حتى لنقطة ديال الذكاء الاصطناعي والنتائج على اليمين.',
      targetKeywords: [
        'الأتمتة ب n8n',
        'ووركفلو ديال n8n',
        'أتمتة المقاولات الصغيرة',
        'n8n فسويسرا',
      ],
      tags: ['n8n', 'الأتمتة', 'ووركفلو', 'الذكاء الاصطناعي', 'المقاولات'],
    },
  },
};
