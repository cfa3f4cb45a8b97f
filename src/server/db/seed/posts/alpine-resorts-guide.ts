import type { PostSeed } from './types';

export const alpineResortsGuidePost: PostSeed = {
  id: 'alpine-resorts-guide',
  category: 'Guides régionaux',
  expectedTraffic: 650,
  searchIntent: 'informational',
  competitionLevel: 'low',
  schemaType: 'Article',
  image: '/images/blog/alpine-resorts-guide.jpg',
  author: 'Marc Favre',
  publishedAt: '2026-10-20T08:00:00.000Z',
  updatedAt: '2026-10-20T08:00:00.000Z',
  text: {
    fr: {
      title: 'Automatisation IA dans les stations alpines : le guide pratique',
      slug: 'automatisation-ia-stations-alpines',
      excerpt:
        'Hôtels, chalets, écoles de ski et magasins : comment un chatbot WhatsApp et la réservation automatisée aident les stations alpines à tenir les pics.',
      content: `À Leysin, Villars, Gstaad, Verbier, Crans-Montana ou dans la région de Montreux, les entreprises touristiques vivent au rythme des saisons. Pendant quelques semaines, le téléphone sonne sans arrêt, les messages arrivent à minuit depuis l'autre bout du monde, et chaque chambre, chaque cours de ski, chaque paire de skis de location compte. Puis le calme revient, et avec lui une question : comment tenir le prochain pic sans épuiser l'équipe ? Ce guide montre concrètement comment l'automatisation hôtellerie et un chatbot WhatsApp aident les hôtels, chalets, écoles de ski et magasins des stations alpines à répondre plus vite, à remplir leur calendrier grâce à la réservation automatisée et à garder du temps pour l'essentiel : l'accueil.

## Pourquoi les stations alpines sont un cas à part

### Des pics de saison très courts

Une station ne travaille pas comme une PME de plaine. L'activité se concentre sur Noël et Nouvel An, les vacances de février, Pâques, puis l'été avec la randonnée, les festivals et le lac. Entre deux, l'intersaison laisse peu de marge. Recruter du personnel pour quelques semaines coûte cher et prend du temps, alors que les questions des clients, elles, n'attendent pas.

Dans une petite structure, une grande partie du temps part dans des tâches répétitives : répondre aux mêmes questions, recopier des réservations, envoyer des confirmations, relancer des acomptes. D'après notre expérience, environ 30 % du temps d'une équipe est absorbé par ce type de tâches manuelles. En haute saison, c'est précisément ce temps qui manque à la réception ou au comptoir.

### Une clientèle internationale et multilingue

Dans une même semaine, un hôtel de Villars peut accueillir des familles romandes, des skieurs britanniques, des groupes alémaniques et des visiteurs venus du Golfe. Chacun écrit dans sa langue, souvent en dehors des heures de bureau à cause du décalage horaire. Répondre correctement en français, en anglais, en allemand et en arabe demande des compétences que peu de petites équipes réunissent en permanence. Or un message resté sans réponse jusqu'au lendemain, c'est souvent une réservation qui part chez le voisin : sans chatbot, 70 % des visiteurs d'un site sont perdus.

## Un chatbot WhatsApp pour répondre aux clients 24h/24

WhatsApp est déjà installé sur le téléphone de la plupart des voyageurs. Un chatbot WhatsApp connecté à vos informations (tarifs, horaires, conditions, plan d'accès) répond immédiatement, de jour comme de nuit. Il reconnaît la langue du premier message et poursuit la conversation en français, en anglais, en allemand ou en arabe.

### Ce que le bot peut gérer seul

- les horaires d'arrivée et de départ, le parking, l'accès en train ou en voiture ;
- l'ouverture des remontées mécaniques et la météo, à partir de vos sources habituelles ;
- les disponibilités et les prix du jour, en lisant votre calendrier ;
- la location de matériel, les tailles de skis et les niveaux des cours ;
- les demandes simples : lit bébé, navette, arrivée tardive, table au restaurant.

### Quand il passe la main à l'équipe

Un bon chatbot connaît ses limites. Une réclamation, une demande de groupe complexe, une question de santé ou un client mécontent sont transmis à un membre de l'équipe, avec le résumé de la conversation. Votre personnel reprend le fil sans redemander les informations, et le client n'a pas à répéter son histoire. En dehors des heures d'ouverture, le bot indique clairement quand une personne le recontactera.

Les données de vos clients restent protégées : le chatbot respecte la loi suisse sur la protection des données (nLPD), ne contacte que les personnes qui ont donné leur accord, et les workflows peuvent être hébergés en Suisse.

## Réservation automatisée et synchronisation des disponibilités

### Un seul calendrier de référence

Le risque classique en station, c'est la double réservation : la même chambre vendue au même moment sur une plateforme, sur votre site et par téléphone. La réservation automatisée repose sur un principe simple : un seul calendrier fait foi, et tous les canaux s'y synchronisent. Avec un outil comme n8n, nous relions votre logiciel de gestion, votre site, vos plateformes partenaires (lorsqu'elles proposent une API) et le chatbot WhatsApp. Quand une réservation arrive par un canal, les disponibilités sont mises à jour partout, la confirmation part dans la langue du client et l'acompte est demandé automatiquement.

### Exemple : une école de ski à Leysin

Imaginons une école de ski de huit moniteurs à Leysin (exemple hypothétique). Pendant les vacances de février, les parents réservent des cours collectifs et privés par téléphone, par e-mail et sur WhatsApp. Avec l'automatisation, le parent choisit le niveau et le créneau directement dans la conversation. Le système vérifie la disponibilité des moniteurs, bloque la place, envoie le lien de paiement, puis un rappel la veille avec le lieu de rendez-vous. Si la météo oblige à annuler, un message part en quelques minutes à tous les participants concernés, au lieu d'une matinée entière au téléphone.

## Avis clients et fidélisation après le séjour

En station, la réputation en ligne pèse lourd : les voyageurs comparent les avis avant de choisir. Pourtant, faute de temps, peu d'établissements demandent systématiquement un avis. Un workflow automatique peut :

1. envoyer un message de remerciement le jour du départ, dans la langue du client ;
2. inviter chaque client à laisser un avis public, avec un lien direct ;
3. alerter le responsable dès qu'une note basse arrive, pour qu'il contacte le client et corrige le problème ;
4. proposer, quelques mois plus tard, une offre pour la saison suivante ou pour l'été.

Le client reçoit une attention personnelle, et vous construisez une base de clients fidèles, ce qui aide beaucoup à lisser la saisonnalité.

## Planifier le personnel pendant les pics

L'automatisation ne remplace pas les saisonniers, elle les aide à mieux travailler. En croisant les réservations, les arrivées prévues et les cours vendus, un workflow prépare chaque semaine une prévision de charge : combien de chambres à nettoyer par jour, combien de moniteurs par créneau, combien de personnes au comptoir de location le samedi matin. Le responsable valide le planning, puis chacun reçoit ses horaires par message. Les changements de dernière minute sont notifiés automatiquement, et les heures effectuées sont regroupées pour la paie.

Les nouveaux saisonniers profitent aussi d'un assistant interne : un chatbot qui répond aux questions sur les procédures, l'inventaire ou les consignes, pour que la formation ne repose pas uniquement sur des collègues déjà débordés.

## Cas d'usage par type d'entreprise

| Type d'entreprise | Automatisation prioritaire | Bénéfice principal |
|---|---|---|
| Hôtel | Chatbot WhatsApp multilingue, confirmations, check-in | Moins d'appels à la réception, réponses 24h/24 |
| Chalet ou appartement de location | Synchronisation des calendriers, instructions d'arrivée automatiques | Pas de double réservation, arrivées autonomes |
| École de ski | Réservation automatisée des cours, rappels, annulations météo | Planning des moniteurs toujours à jour |
| Magasin de sport et location | Pré-réservation du matériel, tailles et niveaux collectés à l'avance | Moins d'attente au comptoir |
| Restaurant d'altitude | Réservation de tables sur WhatsApp, liste d'attente | Service plus fluide aux heures de pointe |
| Activités et guides | FAQ multilingue, agenda, paiement en ligne | Moins d'allers-retours avant chaque sortie |

## Par où commencer : méthode, délais et budget

Inutile de tout automatiser avant la saison. Nous recommandons une démarche progressive en trois étapes :

1. **Audit (2 semaines)** : nous repérons les tâches qui prennent le plus de temps et les questions qui reviennent le plus souvent.
2. **Pilote (1 mois)** : nous lançons un premier cas d'usage, par exemple le chatbot WhatsApp ou la synchronisation des réservations, et nous mesurons les résultats.
3. **Déploiement (2 à 6 mois)** : nous étendons l'automatisation aux autres processus, au rythme de votre saison.

Idéalement, le pilote démarre à l'intersaison, en automne ou au printemps, pour être rodé avant le premier pic.

### Quel budget prévoir ?

- chatbot WhatsApp : mise en place de CHF 2'500 à 8'000, puis CHF 200 à 500 par mois, avec 2 h de formation ;
- workflows n8n (réservations, avis, planning) : de CHF 6'500 à 21'500, avec 4 h de formation ;
- 30 jours de support gratuit après la livraison, qui prend de 48 h à 2 semaines selon le projet.

Chez nos clients, le retour sur investissement moyen atteint 300 %. Le plus important reste de commencer par la tâche qui vous coûte le plus de temps.

### Leysin, Montreux et les autres stations

Nous accompagnons les entreprises de Leysin, de la région de Montreux, de Gstaad, de Villars-sur-Ollon, de Verbier et de Crans-Montana. Découvrez nos [services d'automatisation à Leysin](/services/leysin) et nos [services dans la région de Montreux](/services/montreux), avec des exemples adaptés au tourisme local.

## Conclusion

Dans les stations alpines, la différence se joue souvent sur la réactivité : répondre vite, dans la bonne langue, et ne jamais vendre deux fois la même chambre. Un chatbot WhatsApp, une réservation automatisée et quelques workflows bien choisis libèrent votre équipe pendant les pics et vous aident à fidéliser vos clients d'une saison à l'autre. Vous voulez savoir par où commencer ? [Réservez une consultation gratuite de 15 minutes](/contact) : nous vous répondons sous 24 h et nous identifions ensemble les premières tâches à automatiser avant la prochaine saison.`,
      metaTitle: 'Automatisation hôtellerie en stations alpines : guide',
      metaDescription:
        'Chatbot WhatsApp, réservation automatisée, avis et planning : comment hôtels, chalets et écoles de ski des stations alpines suisses gagnent du temps.',
      altText:
        'Illustration nocturne de silhouettes de montagnes alpines enneigées sous un ciel étoilé, avec un chalet éclairé et une petite bulle de discussion.',
      targetKeywords: [
        'automatisation hôtellerie',
        'chatbot WhatsApp',
        'stations alpines',
        'réservation automatisée',
      ],
      tags: ['Hôtellerie', 'Stations alpines', 'WhatsApp', 'Réservations', 'Suisse romande'],
    },
    en: {
      title: 'AI automation in alpine resorts: a practical guide',
      slug: 'ai-automation-alpine-resorts',
      excerpt:
        'Hotels, chalets, ski schools and shops: how a WhatsApp chatbot and automated booking help alpine resorts cope with the seasonal peaks.',
      content: `In Leysin, Villars, Gstaad, Verbier, Crans-Montana or the Montreux region, tourism businesses live by the seasons. For a few weeks the phone never stops ringing, messages arrive at midnight from the other side of the world, and every room, every ski lesson and every pair of rental skis counts. Then things calm down, and with the quiet comes a question: how do you get through the next peak without exhausting the team? This guide shows in concrete terms how hospitality automation and a WhatsApp chatbot help hotels, chalets, ski schools and shops in alpine resorts reply faster, fill their calendars with automated booking and keep time for what matters most: welcoming guests.

## Why alpine resorts are a special case

### Very short seasonal peaks

A resort does not work like a business in the lowlands. Activity is concentrated around Christmas and New Year, the February holidays and Easter, then the summer with hiking, festivals and the lake. In between, the shoulder season leaves little margin. Hiring staff for a few weeks is expensive and takes time, while guests' questions do not wait.

In a small business, a large share of the time goes on repetitive tasks: answering the same questions, copying bookings from one tool to another, sending confirmations, chasing deposits. In our experience, around 30% of a team's time is taken up by manual tasks of this kind. In high season, that is exactly the time the front desk or the shop counter is missing.

### International, multilingual guests

In a single week, a hotel in Villars may welcome families from French-speaking Switzerland, British skiers, groups from German-speaking Switzerland and visitors from the Gulf. Each of them writes in their own language, often outside office hours because of time differences. Replying properly in French, English, German and Arabic requires skills that few small teams have on hand at all times. And a message left unanswered until the next day is often a booking that goes to the competitor next door: without a chatbot, 70% of a website's visitors are lost.

## A WhatsApp chatbot to answer guests 24/7

WhatsApp is already installed on most travellers' phones. A WhatsApp chatbot connected to your information (rates, opening hours, terms, directions) replies instantly, day and night. It recognises the language of the first message and continues the conversation in French, English, German or Arabic.

### What the bot can handle on its own

- check-in and check-out times, parking, getting there by train or by car;
- whether the lifts are open and the weather, from your usual sources;
- today's availability and prices, by reading your calendar;
- equipment rental, ski sizes and lesson levels;
- simple requests: a baby cot, a shuttle, a late arrival, a table at the restaurant.

### When it hands over to the team

A good chatbot knows its limits. A complaint, a complex group request, a health question or an unhappy guest is passed on to a member of the team, together with a summary of the conversation. Your staff pick up the thread without asking for the details again, and the guest does not have to repeat their story. Outside opening hours, the bot clearly says when a person will get back to them.

Your guests' data stays protected: the chatbot complies with the Swiss data protection act (nFADP), only contacts people who have given their consent, and the workflows can be hosted in Switzerland.

## Automated booking and availability sync

### A single reference calendar

The classic risk in a resort is the double booking: the same room sold at the same moment on a booking platform, on your website and over the phone. Automated booking rests on a simple principle: one calendar is the single source of truth, and every channel syncs with it. With a tool such as n8n, we connect your management software, your website, your partner platforms (where they offer an API) and the WhatsApp chatbot. When a booking comes in through one channel, availability is updated everywhere, the confirmation goes out in the guest's language and the deposit is requested automatically.

### Example: a ski school in Leysin

Imagine a ski school with eight instructors in Leysin (a hypothetical example). During the February holidays, parents book group and private lessons by phone, by email and on WhatsApp. With automation, the parent chooses the level and the time slot directly in the conversation. The system checks which instructors are available, holds the place, sends the payment link, then a reminder the day before with the meeting point. If the weather forces a cancellation, a message goes out within minutes to everyone affected, instead of a whole morning on the phone.

## Guest reviews and loyalty after the stay

In a resort, online reputation carries a lot of weight: travellers compare reviews before they choose. Yet, for lack of time, few businesses ask for a review systematically. An automated workflow can:

1. send a thank-you message on the day of departure, in the guest's language;
2. invite every guest to leave a public review, with a direct link;
3. alert the manager as soon as a low rating comes in, so they can contact the guest and fix the problem;
4. a few months later, offer a deal for the next season or for the summer.

The guest receives personal attention, and you build a base of loyal customers, which goes a long way towards smoothing out seasonality.

## Planning staff during the peaks

Automation does not replace seasonal workers; it helps them work better. By combining bookings, expected arrivals and lessons sold, a workflow prepares a weekly workload forecast: how many rooms to clean each day, how many instructors per time slot, how many people behind the rental counter on Saturday morning. The manager approves the rota, then everyone receives their hours by message. Last-minute changes are notified automatically, and the hours worked are gathered for payroll.

New seasonal staff also benefit from an internal assistant: a chatbot that answers questions about procedures, stock or instructions, so that training does not rest solely on colleagues who are already overstretched.

## Use cases by type of business

| Type of business | Priority automation | Main benefit |
|---|---|---|
| Hotel | Multilingual WhatsApp chatbot, confirmations, check-in | Fewer calls to reception, replies 24/7 |
| Chalet or holiday apartment | Calendar sync, automatic arrival instructions | No double bookings, self check-in |
| Ski school | Automated lesson booking, reminders, weather cancellations | Instructors' schedule always up to date |
| Sports and rental shop | Equipment pre-booking, sizes and levels collected in advance | Less waiting at the counter |
| Mountain restaurant | Table bookings on WhatsApp, waiting list | Smoother service at peak times |
| Activities and guides | Multilingual FAQ, calendar, online payment | Less back-and-forth before each outing |

## Where to start: method, timing and budget

There is no need to automate everything before the season. We recommend a step-by-step approach in three stages:

1. **Audit (2 weeks)**: we identify the tasks that take the most time and the questions that come up most often.
2. **Pilot (1 month)**: we launch a first use case, for example the WhatsApp chatbot or booking sync, and we measure the results.
3. **Scaling (2 to 6 months)**: we extend automation to other processes, at the pace of your season.

Ideally, the pilot starts in the shoulder season, in autumn or spring, so that it runs smoothly before the first peak.

### What budget should you plan?

- WhatsApp chatbot: setup from CHF 2,500 to 8,000, then CHF 200 to 500 per month, with 2 hours of training;
- n8n workflows (bookings, reviews, staff planning): from CHF 6,500 to 21,500, with 4 hours of training;
- 30 days of free support after delivery, which takes from 48 hours to 2 weeks depending on the project.

Across our clients, the average return on investment reaches 300%. The most important thing is to start with the task that costs you the most time.

### Leysin, Montreux and the other resorts

We work with businesses in Leysin, the Montreux region, Gstaad, Villars-sur-Ollon, Verbier and Crans-Montana. Discover our [automation services in Leysin](/services/leysin) and our [services in the Montreux region](/services/montreux), with examples tailored to local tourism.

## Conclusion

In alpine resorts, the difference often comes down to responsiveness: replying quickly, in the right language, and never selling the same room twice. A WhatsApp chatbot, automated booking and a few well-chosen workflows free up your team during the peaks and help you keep your guests from one season to the next. Want to know where to start? [Book a free 15-minute consultation](/contact): we reply within 24 hours and together we identify the first tasks to automate before the next season.`,
      metaTitle: 'Hospitality automation in alpine resorts: a guide',
      metaDescription:
        'WhatsApp chatbot, automated booking, reviews and staff planning: how hotels, chalets and ski schools in Swiss alpine resorts save time in high season.',
      altText:
        'Night illustration of snowy alpine mountain silhouettes under a starry sky, with a lit chalet and a small chat bubble.',
      targetKeywords: [
        'hospitality automation',
        'WhatsApp chatbot',
        'alpine resorts',
        'automated booking',
      ],
      tags: ['Hospitality', 'Alpine resorts', 'WhatsApp', 'Bookings', 'Switzerland'],
    },
    ar: {
      title: 'الأتمتة بالذكاء الاصطناعي في المنتجعات الألبية: دليل عملي',
      slug: 'أتمتة-المنتجعات-الألبية',
      excerpt:
        'فنادق وشاليهات ومدارس تزلج ومتاجر: كيف يساعد روبوت محادثة WhatsApp والحجز الآلي المنتجعات الألبية على مواجهة ذروة المواسم.',
      content: `في ليزان وفيلار وغشتاد وفيربييه وكران مونتانا أو في منطقة مونترو، تعيش الشركات السياحية على إيقاع المواسم. فخلال بضعة أسابيع لا يتوقف الهاتف عن الرنين، وتصل الرسائل في منتصف الليل من الطرف الآخر من العالم، ولكل غرفة ولكل درس تزلج ولكل زوج من الزلاجات المؤجرة قيمته. ثم يعود الهدوء، ومعه سؤال: كيف نجتاز ذروة الموسم المقبل دون إرهاق الفريق؟ يوضح هذا الدليل بشكل عملي كيف تساعد أتمتة الفنادق وروبوت محادثة WhatsApp الفنادق والشاليهات ومدارس التزلج والمتاجر في المنتجعات الألبية على الرد بسرعة أكبر، وعلى ملء تقويمها بفضل الحجز الآلي، وعلى توفير الوقت لما هو أهم: استقبال الضيوف.

## لماذا تمثل المنتجعات الألبية حالة خاصة

### ذروات موسمية قصيرة جدا

لا يعمل المنتجع الجبلي مثل شركة في السهول. فالنشاط يتركز في عيد الميلاد ورأس السنة وعطلة فبراير وعيد الفصح، ثم في الصيف مع المشي في الجبال والمهرجانات والبحيرة. وبين هذه الفترات لا يترك الموسم الهادئ هامشا كبيرا. كما أن توظيف عاملين لبضعة أسابيع مكلف ويستغرق وقتا، بينما لا تنتظر أسئلة الضيوف.

وفي المؤسسات الصغيرة يضيع جزء كبير من الوقت في مهام متكررة: الرد على الأسئلة نفسها، ونقل الحجوزات من أداة إلى أخرى، وإرسال التأكيدات، ومتابعة دفع العرابين. ووفقا لتجربتنا، تستهلك هذه المهام اليدوية نحو 30% من وقت الفريق. وفي ذروة الموسم، هذا هو بالضبط الوقت الذي ينقص مكتب الاستقبال أو شباك المتجر.

### ضيوف دوليون متعددو اللغات

في أسبوع واحد قد يستقبل فندق في فيلار عائلات من سويسرا الناطقة بالفرنسية، ومتزلجين بريطانيين، ومجموعات من سويسرا الناطقة بالألمانية، وزوارا قادمين من الخليج. يكتب كل منهم بلغته، وغالبا خارج ساعات العمل بسبب فارق التوقيت. والرد بشكل صحيح بالفرنسية والإنجليزية والألمانية والعربية يتطلب مهارات نادرا ما تتوفر باستمرار لدى الفرق الصغيرة. والرسالة التي تبقى بلا رد حتى اليوم التالي كثيرا ما تعني حجزا يذهب إلى المنافس المجاور: فمن دون روبوت محادثة، يضيع 70% من زوار الموقع.

## روبوت محادثة WhatsApp للرد على الضيوف على مدار الساعة

تطبيق WhatsApp مثبت أصلا على هواتف معظم المسافرين. وروبوت محادثة WhatsApp المتصل بمعلوماتك (الأسعار ومواعيد العمل والشروط وطريقة الوصول) يرد فورا، ليلا ونهارا. فهو يتعرف على لغة الرسالة الأولى ويواصل المحادثة بالفرنسية أو الإنجليزية أو الألمانية أو العربية.

### ما يستطيع الروبوت التكفل به وحده

- مواعيد الوصول والمغادرة، وموقف السيارات، والوصول بالقطار أو بالسيارة؛
- حالة المصاعد الجبلية وأحوال الطقس، انطلاقا من مصادرك المعتادة؛
- الأماكن المتاحة وأسعار اليوم، عبر قراءة تقويمك؛
- تأجير المعدات، ومقاسات الزلاجات، ومستويات الدروس؛
- الطلبات البسيطة: سرير للرضيع، أو حافلة نقل، أو وصول متأخر، أو طاولة في المطعم.

### متى يسلم المهمة إلى الفريق

الروبوت الجيد يعرف حدوده. فالشكوى أو طلب المجموعة المعقد أو السؤال المتعلق بالصحة أو الضيف غير الراضي، كلها تحال إلى أحد أعضاء الفريق مع ملخص للمحادثة. فيتابع موظفوك الحديث دون أن يطلبوا المعلومات من جديد، ولا يضطر الضيف إلى إعادة قصته. وخارج ساعات العمل، يوضح الروبوت بجلاء متى سيتواصل معه شخص من الفريق.

وتبقى بيانات ضيوفك محمية: فروبوت المحادثة يحترم القانون السويسري لحماية البيانات (nLPD)، ولا يتواصل إلا مع من أعطوا موافقتهم، ويمكن استضافة مسارات العمل في سويسرا.

## الحجز الآلي ومزامنة الأماكن المتاحة

### تقويم مرجعي واحد

الخطر المعتاد في المنتجعات هو الحجز المزدوج: بيع الغرفة نفسها في اللحظة نفسها على منصة حجز وعلى موقعك وعبر الهاتف. ويقوم الحجز الآلي على مبدأ بسيط: تقويم واحد هو المرجع، وتتزامن معه كل القنوات. وباستخدام أداة مثل n8n، نربط برنامج الإدارة لديك وموقعك والمنصات الشريكة (حين توفر واجهة API) وروبوت محادثة WhatsApp. وعندما يصل حجز عبر إحدى القنوات، تحدث الأماكن المتاحة في كل مكان، ويرسل التأكيد بلغة الضيف، ويطلب العربون تلقائيا.

### مثال: مدرسة تزلج في ليزان

لنتخيل مدرسة تزلج في ليزان تضم ثمانية مدربين (مثال افتراضي). خلال عطلة فبراير، يحجز الآباء دروسا جماعية وخاصة عبر الهاتف والبريد الإلكتروني و WhatsApp. وبفضل الأتمتة، يختار الأب أو الأم المستوى والموعد مباشرة داخل المحادثة. ويتحقق النظام من توفر المدربين، ويحجز المكان، ويرسل رابط الدفع، ثم تذكيرا في اليوم السابق مع مكان اللقاء. وإذا فرض الطقس الإلغاء، تصل رسالة خلال دقائق إلى كل المشاركين المعنيين، بدلا من قضاء صباح كامل على الهاتف.

## آراء الضيوف وكسب ولائهم بعد الإقامة

في المنتجعات، للسمعة على الإنترنت وزن كبير: فالمسافرون يقارنون الآراء قبل أن يختاروا. ومع ذلك، قليلة هي المؤسسات التي تطلب رأي الضيوف بشكل منتظم، بسبب ضيق الوقت. ويمكن لمسار عمل آلي أن:

1. يرسل رسالة شكر يوم المغادرة بلغة الضيف؛
2. يدعو كل ضيف إلى ترك رأي علني عبر رابط مباشر؛
3. ينبه المسؤول فور وصول تقييم منخفض، ليتواصل مع الضيف ويعالج المشكلة؛
4. يقترح بعد بضعة أشهر عرضا للموسم المقبل أو للصيف.

يحظى الضيف باهتمام شخصي، وتبني أنت قاعدة من العملاء الأوفياء، وهو ما يساعد كثيرا على تخفيف أثر الموسمية.

## تخطيط الموظفين خلال الذروة

الأتمتة لا تحل محل العاملين الموسميين، بل تساعدهم على العمل بشكل أفضل. فمن خلال الجمع بين الحجوزات ومواعيد الوصول المتوقعة والدروس المبيعة، يعد مسار العمل كل أسبوع توقعا لحجم العمل: كم غرفة يجب تنظيفها يوميا، وكم مدربا لكل موعد، وكم شخصا خلف شباك التأجير صباح السبت. ويصادق المسؤول على الجدول، ثم يتلقى كل موظف مواعيد عمله برسالة. ويبلغ الجميع تلقائيا بالتغييرات في اللحظة الأخيرة، وتجمع ساعات العمل المنجزة لإعداد الرواتب.

ويستفيد العاملون الموسميون الجدد أيضا من مساعد داخلي: روبوت محادثة يجيب عن الأسئلة المتعلقة بالإجراءات أو المخزون أو التعليمات، حتى لا يعتمد التدريب على زملاء مثقلين أصلا بالعمل.

## حالات الاستخدام حسب نوع النشاط

| نوع النشاط | الأتمتة ذات الأولوية | الفائدة الرئيسية |
|---|---|---|
| فندق | روبوت محادثة WhatsApp متعدد اللغات، تأكيدات، تسجيل الوصول | مكالمات أقل للاستقبال، ردود على مدار الساعة |
| شاليه أو شقة للإيجار | مزامنة التقويمات، تعليمات وصول آلية | لا حجوزات مزدوجة، وصول مستقل للضيوف |
| مدرسة تزلج | الحجز الآلي للدروس، تذكيرات، إلغاءات بسبب الطقس | جدول المدربين محدث دائما |
| متجر رياضة وتأجير | حجز مسبق للمعدات، جمع المقاسات والمستويات مسبقا | انتظار أقل عند الشباك |
| مطعم في الجبل | حجز الطاولات عبر WhatsApp، قائمة انتظار | خدمة أكثر سلاسة في أوقات الذروة |
| الأنشطة والمرشدون | أسئلة شائعة متعددة اللغات، جدول مواعيد، دفع إلكتروني | مراسلات أقل قبل كل خرجة |

## من أين تبدأ: المنهجية والمدة والميزانية

لا حاجة إلى أتمتة كل شيء قبل الموسم. نوصي بنهج تدريجي من ثلاث مراحل:

1. **التدقيق (أسبوعان)**: نحدد المهام التي تستهلك أكبر قدر من الوقت والأسئلة الأكثر تكرارا.
2. **المشروع التجريبي (شهر واحد)**: نطلق أول حالة استخدام، مثل روبوت محادثة WhatsApp أو مزامنة الحجوزات، ونقيس النتائج.
3. **التوسع (من 2 إلى 6 أشهر)**: نمد الأتمتة إلى العمليات الأخرى، وفق إيقاع موسمك.

ومن الأفضل أن يبدأ المشروع التجريبي في الموسم الهادئ، في الخريف أو الربيع، ليكون جاهزا تماما قبل الذروة الأولى.

### ما الميزانية التي يجب توقعها؟

- روبوت محادثة WhatsApp: إعداد من CHF 2,500 إلى 8,000، ثم من CHF 200 إلى 500 شهريا، مع تدريب لمدة ساعتين؛
- مسارات عمل n8n (الحجوزات، الآراء، تخطيط الموظفين): من CHF 6,500 إلى 21,500، مع تدريب لمدة 4 ساعات؛
- 30 يوما من الدعم المجاني بعد التسليم، الذي يستغرق من 48 ساعة إلى أسبوعين حسب المشروع.

ولدى عملائنا، يبلغ متوسط العائد على الاستثمار 300%. والأهم هو أن تبدأ بالمهمة التي تكلفك أكبر قدر من الوقت.

### ليزان ومونترو وباقي المنتجعات

نرافق الشركات في ليزان ومنطقة مونترو وغشتاد وفيلار سور أولون وفيربييه وكران مونتانا. اكتشف [خدمات الأتمتة في ليزان](/services/leysin) و[خدماتنا في منطقة مونترو](/services/montreux)، مع أمثلة مكيفة مع السياحة المحلية.

## الخلاصة

في المنتجعات الألبية، كثيرا ما يصنع الفرق سرعة الاستجابة: أن ترد بسرعة، وباللغة الصحيحة، وألا تبيع الغرفة نفسها مرتين أبدا. فروبوت محادثة WhatsApp والحجز الآلي وبعض مسارات العمل المختارة بعناية تخفف العبء عن فريقك خلال الذروة، وتساعدك على الاحتفاظ بضيوفك من موسم إلى آخر. هل تريد أن تعرف من أين تبدأ؟ [احجز استشارة مجانية لمدة 15 دقيقة](/contact): نرد عليك خلال 24 ساعة، ونحدد معا أولى المهام التي يجب أتمتتها قبل الموسم المقبل.`,
      metaTitle: 'أتمتة الفنادق في المنتجعات الألبية: دليل عملي',
      metaDescription:
        'روبوت محادثة WhatsApp والحجز الآلي والآراء وتخطيط الموظفين: كيف توفر الفنادق والشاليهات ومدارس التزلج في المنتجعات الألبية السويسرية وقتها في الذروة.',
      altText:
        'رسم ليلي داكن لظلال جبال ألبية مكسوة بالثلوج تحت سماء مرصعة بالنجوم، مع شاليه مضاء وفقاعة محادثة صغيرة.',
      targetKeywords: [
        'أتمتة الفنادق',
        'روبوت محادثة WhatsApp',
        'المنتجعات الألبية',
        'الحجز الآلي',
      ],
      tags: ['الفنادق', 'المنتجعات الألبية', 'WhatsApp', 'الحجوزات', 'سويسرا'],
    },
    'ar-ma': {
      title: 'الأتمتة بالذكاء الاصطناعي فمحطات الألب: دليل عملي',
      slug: 'الأتمتة-فمحطات-الألب',
      excerpt:
        'أوطيلات، شاليهات، مدارس التزلج وحوانت: كيفاش شاتبوت WhatsApp والحجز الأوتوماتيكي كيعاونو محطات الألب يتحملو الذروة ديال الموسم.',
      content: `فليزان، فيلار، غشتاد، فيربييه، كران مونتانا ولا فجهة مونترو، الشركات ديال السياحة عايشين على حساب المواسم. شي أسابيع قليلة والتيليفون ما كيحبسش، الميساجات كيوصلو فنص الليل من الجهة الأخرى ديال العالم، وكل بيت، كل درس ديال التزلج وكل زوج ديال السكي ديال الكرا كيتحسب. من بعد كيرجع الهدوء، وكيجي معاه سؤال: كيفاش نفوتو الذروة الجاية بلا ما نعييو الفريق؟ هاد الدليل كيوريك بطريقة عملية كيفاش أتمتة الأوطيلات وشاتبوت WhatsApp كيعاونو الأوطيلات، الشاليهات، مدارس التزلج والحوانت فمحطات الألب باش يجاوبو بالزربة، يعمرو الكاليندريي ديالهم بالحجز الأوتوماتيكي، ويبقى ليهم الوقت للحاجة اللي مهمة بصح: الاستقبال ديال الكليان.

## علاش محطات الألب حالة خاصة

### ذروات ديال الموسم قصيرين بزاف

المحطة ديال الجبل ما خدامةش بحال شي شركة فالسهل. الخدمة كتتجمع فالنويل وراس العام، فعطلة فبراير، فعيد الفصح، ومن بعد فالصيف مع المشي فالجبل، المهرجانات والبحيرة. وبين هادشي، الموسم الخاوي ما كيخليش بزاف ديال الهامش. وتخدم ناس غير لشي أسابيع غالي وكياخد الوقت، والأسئلة ديال الكليان ما كتسناش.

فالمقاولة الصغيرة، جزء كبير من الوقت كيمشي فخدمات كتعاود راسها: تجاوب على نفس الأسئلة، تنقل الحجوزات من أداة لأداة، تصيفط التأكيدات، وتبقى تتبع العرابن. وحسب التجربة ديالنا، تقريبا 30% من الوقت ديال الفريق كيمشي فهاد النوع ديال الخدمات اليدوية. وفوقت الذروة، هادا هو بالضبط الوقت اللي كيخصك فالريسيبسيون ولا فالكونطوار.

### كليان من كل بلاد وبزاف ديال اللغات

فسيمانة وحدة، أوطيل ففيلار يقدر يستقبل عائلات من سويسرا اللي كتهضر بالفرنسية، متزلجين نجليز، مجموعات من سويسرا اللي كتهضر بالألمانية، وزوار جايين من الخليج. كل واحد كيكتب بلغتو، وبزاف ديال المرات برا أوقات الخدمة بسبب فرق الساعة. وباش تجاوب مزيان بالفرنسية، بالنجليزية، بالألمانية وبالعربية، خاصك مهارات قليل فين كتلقاهم ديما فشي فريق صغير. والميساج اللي كيبقى بلا جواب حتى لغدا، بزاف ديال المرات معناه حجز مشى عند الجار: بلا شاتبوت، 70% من الزوار ديال السيت كيضيعو.

## شاتبوت WhatsApp باش تجاوب الكليان 24 ساعة على 24

WhatsApp ديجا كاين فالتيليفون ديال أغلب المسافرين. شاتبوت WhatsApp مربوط بالمعلومات ديالك (الأثمنة، الأوقات، الشروط، كيفاش توصل) كيجاوب دغيا، بالليل وبالنهار. كيعرف اللغة ديال أول ميساج وكيكمل الهضرة بالفرنسية، بالنجليزية، بالألمانية ولا بالعربية.

### شنو يقدر البوت يدير بوحدو

- أوقات الوصول والخروج، الباركينغ، وكيفاش توصل بالتران ولا بالطوموبيل؛
- واش التيليسييج محلولين وشنو كاين فالطقس، من المصادر اللي ديما كتخدم بيها؛
- البلايص الخاويين والأثمنة ديال اليوم، من الكاليندريي ديالك؛
- الكرا ديال الماتيريال، القياسات ديال السكي والمستويات ديال الدروس؛
- الطلبات البسيطة: ناموسية ديال البيبي، نافيط، وصول معطل، طبلة فالريسطورون.

### فوقاش كيدوز الخدمة للفريق

الشاتبوت المزيان كيعرف الحدود ديالو. شكاية، طلب ديال مجموعة معقد، سؤال على الصحة ولا كليان ماشي فرحان، كلشي كيتدوز لواحد من الفريق مع ملخص ديال الهضرة. الخدامة ديالك كيكملو من فين وقف البوت بلا ما يعاودو يسولو على المعلومات، والكليان ما كيحتاجش يعاود القصة ديالو. وبرا أوقات الخدمة، البوت كيقول بوضوح فوقاش غادي يتاصل بيه شي واحد من الفريق.

والمعطيات ديال الكليان ديالك كتبقى محمية: الشاتبوت كيحترم القانون السويسري ديال حماية المعطيات (nLPD)، ما كيتاصل غير بالناس اللي عطاو الموافقة ديالهم، والووركفلوهات يقدرو يكونو مستضافين فسويسرا.

## الحجز الأوتوماتيكي والمزامنة ديال البلايص الخاويين

### كاليندريي واحد هو المرجع

الخطر المعروف فالمحطات هو الحجز المزدوج: نفس البيت كيتباع فنفس الوقت فشي بلاتفورم ديال الحجز، فالسيت ديالك وفالتيليفون. الحجز الأوتوماتيكي مبني على فكرة ساهلة: كاليندريي واحد هو اللي كيتحسب، وكاع القنوات كيتزامنو معاه. بأداة بحال n8n، كنربطو اللوجيسيال ديال التسيير ديالك، السيت ديالك، البلاتفورمات الشريكة (ملي كيكون عندهم API) وشاتبوت WhatsApp. ملي كيدخل حجز من شي قناة، البلايص الخاويين كيتحدثو فكل بلاصة، التأكيد كيمشي بلغة الكليان، والعربون كيتطلب بوحدو.

### مثال: مدرسة ديال التزلج فليزان

تخيل مدرسة ديال التزلج فليزان فيها تمن مونيطورات (مثال افتراضي). فعطلة فبراير، الواليدين كيحجزو دروس جماعية وخاصة بالتيليفون، بالإيميل وفWhatsApp. بالأتمتة، الأب ولا الأم كيختار المستوى والوقت نيشان فالهضرة. السيستيم كيشوف شكون من المونيطورات فاضي، كيحجز البلاصة، كيصيفط الليان ديال الخلاص، ومن بعد تذكير نهار قبل مع البلاصة فين غادي يتلاقاو. وإلا الطقس فرض الإلغاء، كيمشي ميساج فشي دقايق لكاع المشاركين المعنيين، عوض صباح كامل فالتيليفون.

## الآراء ديال الكليان والوفاء ديالهم من بعد الإقامة

فالمحطات، السمعة فالأنترنيت عندها وزن كبير: المسافرين كيقارنو الآراء قبل ما يختارو. ومع ذلك، حيت ما كاينش الوقت، قليل فين كتلقى شي مؤسسة كتطلب الرأي ديال الكليان بانتظام. ووركفلو أوتوماتيكي يقدر:

1. يصيفط ميساج ديال الشكر نهار الخروج، بلغة الكليان؛
2. يعرض على كل كليان يخلي رأي علني، مع ليان مباشر؛
3. ينبه المسؤول غير يوصل شي تقييم ضعيف، باش يتاصل بالكليان ويصلح المشكل؛
4. يقترح، من بعد شي شهور، عرض للموسم الجاي ولا للصيف.

الكليان كيحس باهتمام شخصي، ونتا كتبني قاعدة ديال كليان أوفياء، وهادشي كيعاون بزاف باش تخفف من التأثير ديال الموسمية.

## التخطيط ديال الخدامة فوقت الذروة

الأتمتة ما كتعوضش الخدامة ديال الموسم، ولكن كتعاونهم يخدمو حسن. ملي كتجمع الحجوزات، الوصولات المتوقعة والدروس اللي تباعو، الووركفلو كيوجد كل سيمانة توقع ديال حجم الخدمة: شحال من بيت خاصو يتنقى كل نهار، شحال من مونيطور لكل وقت، وشحال من واحد خاص يكون فكونطوار الكرا نهار السبت فالصباح. المسؤول كيصادق على البلانينغ، ومن بعد كل واحد كيوصلو التوقيت ديالو فميساج. التبديلات ديال آخر دقيقة كيتعلمو بيها الناس أوتوماتيكيا، والساعات اللي تخدمو كيتجمعو للخلاص.

والخدامة الجداد ديال الموسم حتى هوما كيستافدو من مساعد داخلي: شاتبوت كيجاوب على الأسئلة ديال الإجراءات، الستوك ولا التعليمات، باش التكوين ما يبقاش معتمد غير على زملاء ديجا غارقين فالخدمة.

## حالات الاستعمال حسب نوع النشاط

| نوع النشاط | الأتمتة اللي عندها الأولوية | الفايدة الكبيرة |
|---|---|---|
| أوطيل | شاتبوت WhatsApp ببزاف ديال اللغات، تأكيدات، تسجيل الوصول | عيطات قليلة للريسيبسيون، أجوبة 24 ساعة على 24 |
| شاليه ولا أبارطمة للكرا | مزامنة الكاليندرييات، تعليمات الوصول أوتوماتيكية | حتى حجز مزدوج، الكليان كيدخلو بوحدهم |
| مدرسة ديال التزلج | الحجز الأوتوماتيكي ديال الدروس، تذكيرات، إلغاء بسبب الطقس | البلانينغ ديال المونيطورات ديما محدث |
| حانوت ديال الرياضة والكرا | حجز مسبق ديال الماتيريال، القياسات والمستويات كيتجمعو من قبل | تسنا قليل فالكونطوار |
| ريسطورون فالجبل | حجز الطبالي فWhatsApp، لائحة الانتظار | سيرفيس ساهل فوقت الزحام |
| الأنشطة والمرشدين | أسئلة متكررة ببزاف ديال اللغات، أجندة، خلاص أونلاين | ميساجات قليلة قبل كل خرجة |

## منين تبدا: الطريقة، الوقت والميزانية

ما كاين لاش تأتمت كلشي قبل الموسم. كننصحو بطريقة بالتدريج فتلاتة ديال المراحل:

1. **الأوديت (جوج سيمانات)**: كنحددو الخدمات اللي كتاكل أكثر وقت والأسئلة اللي كتعاود بزاف.
2. **المشروع التجريبي (شهر واحد)**: كنطلقو أول حالة استعمال، بحال شاتبوت WhatsApp ولا المزامنة ديال الحجوزات، وكنقيسو النتائج.
3. **التوسع (من 2 حتى 6 شهور)**: كنوسعو الأتمتة للعمليات الأخرى، على حساب الإيقاع ديال الموسم ديالك.

الأحسن هو يبدا المشروع التجريبي فالموسم الخاوي، فالخريف ولا فالربيع، باش يكون واجد مزيان قبل أول ذروة.

### شحال ديال الميزانية خاصك توجد؟

- شاتبوت WhatsApp: التركيب من CHF 2,500 حتى 8,000، ومن بعد من CHF 200 حتى 500 فالشهر، مع جوج ساعات ديال التكوين؛
- ووركفلوهات n8n (الحجوزات، الآراء، البلانينغ): من CHF 6,500 حتى 21,500، مع 4 ساعات ديال التكوين؛
- 30 يوم ديال الدعم بالمجان من بعد التسليم، اللي كياخد من 48 ساعة حتى جوج سيمانات على حساب المشروع.

عند الكليان ديالنا، المتوسط ديال العائد على الاستثمار كيوصل ل300%. والمهم هو تبدا بالخدمة اللي كتكلفك أكثر وقت.

### ليزان، مونترو والمحطات الأخرى

كنرافقو الشركات فليزان، فجهة مونترو، فغشتاد، ففيلار سور أولون، ففيربييه وفكران مونتانا. شوف [الخدمات ديال الأتمتة فليزان](/services/leysin) و[الخدمات ديالنا فجهة مونترو](/services/montreux)، مع أمثلة مفصلة على قد السياحة المحلية.

## الخلاصة

فمحطات الألب، الفرق بزاف ديال المرات كيكون فالسرعة: تجاوب دغيا، باللغة المناسبة، وعمرك ما تبيع نفس البيت جوج مرات. شاتبوت WhatsApp، الحجز الأوتوماتيكي وشي ووركفلوهات مختارين مزيان كيخففو على الفريق ديالك فوقت الذروة وكيعاونوك تحافظ على الكليان ديالك من موسم لموسم. بغيتي تعرف منين تبدا؟ [خود دابا موعد لاستشارة بالمجان ديال 15 دقيقة](/contact): كنجاوبوك فأقل من 24 ساعة، وكنحددو مع بعضياتنا أول الخدمات اللي خاصهم يتأتمتو قبل الموسم الجاي.`,
      metaTitle: 'أتمتة الأوطيلات فمحطات الألب: دليل عملي',
      metaDescription:
        'شاتبوت WhatsApp، الحجز الأوتوماتيكي، الآراء والبلانينغ: كيفاش الأوطيلات، الشاليهات ومدارس التزلج فمحطات الألب فسويسرا كيربحو الوقت فالذروة.',
      altText:
        'رسمة ديال الليل فيها جبال ديال الألب عامرين بالثلج تحت سما مليانة بالنجوم، مع شاليه فيه الضو وفقاعة صغيرة ديال الشات.',
      targetKeywords: ['أتمتة الأوطيلات', 'شاتبوت WhatsApp', 'محطات الألب', 'الحجز الأوتوماتيكي'],
      tags: ['الأوطيلات', 'محطات الألب', 'WhatsApp', 'الحجوزات', 'سويسرا'],
    },
  },
};
